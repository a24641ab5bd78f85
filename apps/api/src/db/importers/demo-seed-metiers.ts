import type { RiasecLetter } from '@declic/domain';

/**
 * DEMO DATA, written by the Déclic team — not ROME, not ONISEP. Thirty métiers described in
 * our own words with plausible RIASEC codes, so every screen works on a machine with neither
 * internet nor the open-data folder. Codes start with DEMO so nobody mistakes them for ROME
 * codes; `npm run import -- rome` replaces them with the real fiches.
 */
export interface DemoMetier {
  code: string;
  libelle: string;
  majeur: RiasecLetter;
  mineur: RiasecLetter;
  /** A third letter the skills lean to (it separates métiers sharing a code). */
  nuance: RiasecLetter;
  domaine: string;
  centres: string[];
  skills: string[];
  definition: string;
  acces: string;
}

export const DEMO_METIERS: DemoMetier[] = [
  {
    code: 'DEMO01',
    libelle: 'Menuisier / Menuisière',
    majeur: 'R',
    mineur: 'A',
    nuance: 'C',
    domaine: 'DEMO-BOIS',
    centres: ['14', '1'],
    skills: [
      'Lire un plan de fabrication',
      'Découper et assembler des pièces de bois',
      'Poser une fenêtre ou un escalier',
      'Entretenir ses outils',
    ],
    definition:
      'Fabrique et pose des meubles, des portes ou des escaliers en bois, à l’atelier puis chez les clients.',
    acces:
      'Accessible avec un CAP menuisier ou un bac pro en menuiserie. Un brevet professionnel permet de se perfectionner.',
  },
  {
    code: 'DEMO02',
    libelle: 'Mécanicien / Mécanicienne cycles et motos',
    majeur: 'R',
    mineur: 'I',
    nuance: 'S',
    domaine: 'DEMO-MECA',
    centres: ['14', '19'],
    skills: [
      'Diagnostiquer une panne',
      'Régler des freins et une transmission',
      'Changer des pièces usées',
      'Conseiller un client sur l’entretien',
    ],
    definition: 'Entretient et répare des vélos, des scooters et des motos, et trouve l’origine des pannes.',
    acces:
      'Accessible avec un CAP maintenance des véhicules ou un bac pro. Un BTS permet d’évoluer vers l’atelier ou la vente.',
  },
  {
    code: 'DEMO03',
    libelle: 'Jardinier paysagiste / Jardinière paysagiste',
    majeur: 'R',
    mineur: 'A',
    nuance: 'E',
    domaine: 'DEMO-NATURE',
    centres: ['9', '20'],
    skills: [
      'Planter des arbres et des massifs',
      'Tailler des haies',
      'Installer un arrosage',
      'Reconnaître les plantes',
    ],
    definition:
      'Crée et entretient des jardins, des parcs et des espaces verts, en toutes saisons et surtout dehors.',
    acces:
      'Accessible avec un CAPA jardinier paysagiste ou un bac pro aménagements paysagers. Un BTSA ouvre la conception de jardins.',
  },
  {
    code: 'DEMO04',
    libelle: 'Soigneur / Soigneuse animalier',
    majeur: 'R',
    mineur: 'S',
    nuance: 'I',
    domaine: 'DEMO-NATURE',
    centres: ['17', '9'],
    skills: [
      'Nourrir les animaux',
      'Nettoyer les enclos',
      'Repérer un animal malade',
      'Expliquer son travail au public',
    ],
    definition:
      'S’occupe chaque jour des animaux d’un parc, d’un refuge ou d’un zoo : repas, soins, propreté.',
    acces:
      'Accessible avec un CAPA ou un bac pro dans le soin aux animaux, complété par un certificat de spécialisation.',
  },
  {
    code: 'DEMO05',
    libelle: 'Électricien / Électricienne du bâtiment',
    majeur: 'R',
    mineur: 'C',
    nuance: 'I',
    domaine: 'DEMO-BAT',
    centres: ['14', '1'],
    skills: [
      'Lire un schéma électrique',
      'Tirer des câbles',
      'Poser un tableau électrique',
      'Respecter les règles de sécurité',
    ],
    definition:
      'Installe l’électricité dans les logements et les bureaux : prises, éclairage, tableau, en suivant les normes.',
    acces:
      'Accessible avec un CAP électricien ou un bac pro métiers de l’électricité. Un BTS permet de devenir chef de chantier.',
  },
  {
    code: 'DEMO06',
    libelle: 'Technicien / Technicienne de laboratoire',
    majeur: 'I',
    mineur: 'R',
    nuance: 'C',
    domaine: 'DEMO-SCIENCES',
    centres: ['10'],
    skills: [
      'Préparer des échantillons',
      'Mener une expérience selon un protocole',
      'Noter les résultats',
      'Utiliser un microscope',
    ],
    definition:
      'Réalise des analyses et des expériences pour un hôpital, une entreprise ou un centre de recherche.',
    acces: 'Accessible avec un BTS ou un BUT en analyses biologiques ou en chimie.',
  },
  {
    code: 'DEMO07',
    libelle: 'Développeur / Développeuse d’applications',
    majeur: 'I',
    mineur: 'C',
    nuance: 'A',
    domaine: 'DEMO-NUMERIQUE',
    centres: ['29'],
    skills: [
      'Écrire du code',
      'Tester une application',
      'Corriger un bug',
      'Travailler en équipe sur un projet',
    ],
    definition: 'Conçoit et programme des applications pour téléphone ou ordinateur, puis les améliore.',
    acces:
      'Accessible avec un BUT informatique ou un BTS, puis une licence ou un master pour aller plus loin.',
  },
  {
    code: 'DEMO08',
    libelle: 'Météorologue',
    majeur: 'I',
    mineur: 'R',
    nuance: 'S',
    domaine: 'DEMO-SCIENCES',
    centres: ['10', '20'],
    skills: [
      'Lire des cartes et des mesures',
      'Utiliser des modèles de calcul',
      'Prévoir le temps',
      'Expliquer une prévision',
    ],
    definition: 'Observe l’atmosphère, analyse les mesures et prévoit le temps qu’il fera.',
    acces: 'Accessible après une école d’ingénieurs spécialisée ou un master en sciences de l’atmosphère.',
  },
  {
    code: 'DEMO09',
    libelle: 'Chargé / Chargée d’études en environnement',
    majeur: 'I',
    mineur: 'S',
    nuance: 'E',
    domaine: 'DEMO-ENVIRONNEMENT',
    centres: ['20', '10'],
    skills: [
      'Faire des relevés sur le terrain',
      'Analyser l’impact d’un projet',
      'Rédiger un rapport',
      'Présenter ses conclusions',
    ],
    definition:
      'Étudie les effets d’un chantier ou d’une usine sur la nature et propose des solutions pour les réduire.',
    acces: 'Accessible avec un diplôme de niveau Bac +3 à Bac +5 en environnement ou en écologie.',
  },
  {
    code: 'DEMO10',
    libelle: 'Analyste de données',
    majeur: 'I',
    mineur: 'C',
    nuance: 'E',
    domaine: 'DEMO-NUMERIQUE',
    centres: ['15', '29'],
    skills: [
      'Collecter des données',
      'Faire des statistiques',
      'Construire des graphiques',
      'Expliquer des chiffres',
    ],
    definition: 'Fait parler les chiffres d’une entreprise pour l’aider à prendre de bonnes décisions.',
    acces: 'Accessible avec un master en statistiques ou en informatique, ou un diplôme d’ingénieur.',
  },
  {
    code: 'DEMO11',
    libelle: 'Illustrateur / Illustratrice',
    majeur: 'A',
    mineur: 'R',
    nuance: 'E',
    domaine: 'DEMO-ARTS',
    centres: ['7', '30'],
    skills: [
      'Dessiner à la main et sur tablette',
      'Créer des personnages',
      'Respecter une commande',
      'Présenter un book',
    ],
    definition: 'Dessine pour des livres, des jeux, des affiches ou des sites, à la main ou sur ordinateur.',
    acces:
      'Accessible après un DN MADE ou une licence en arts appliqués, parfois une école d’art en cinq ans.',
  },
  {
    code: 'DEMO12',
    libelle: 'Graphiste',
    majeur: 'A',
    mineur: 'C',
    nuance: 'I',
    domaine: 'DEMO-ARTS',
    centres: ['7', '29'],
    skills: [
      'Créer un logo',
      'Mettre en page une affiche',
      'Choisir des couleurs et des polices',
      'Utiliser des logiciels de création',
    ],
    definition: 'Imagine l’identité visuelle d’une marque ou d’un événement : logo, affiches, pages web.',
    acces: 'Accessible avec un BTS ou un DN MADE en design graphique.',
  },
  {
    code: 'DEMO13',
    libelle: 'Comédien / Comédienne',
    majeur: 'A',
    mineur: 'S',
    nuance: 'E',
    domaine: 'DEMO-SCENE',
    centres: ['30'],
    skills: ['Apprendre un texte', 'Jouer un personnage', 'Travailler sa voix', 'Répéter avec une troupe'],
    definition:
      'Interprète des rôles au théâtre, au cinéma ou à la télévision, après de longues répétitions.',
    acces:
      'Accessible par un conservatoire ou une école d’art dramatique, souvent après une licence en arts du spectacle.',
  },
  {
    code: 'DEMO14',
    libelle: 'Monteur / Monteuse vidéo',
    majeur: 'A',
    mineur: 'R',
    nuance: 'I',
    domaine: 'DEMO-SCENE',
    centres: ['30', '29'],
    skills: [
      'Trier les images tournées',
      'Monter une séquence',
      'Ajouter le son et les effets',
      'Respecter un délai',
    ],
    definition:
      'Assemble les images et les sons d’un film, d’un clip ou d’un reportage pour raconter une histoire.',
    acces: 'Accessible avec un BTS métiers de l’audiovisuel ou un BUT métiers du multimédia.',
  },
  {
    code: 'DEMO15',
    libelle: 'Décorateur / Décoratrice d’intérieur',
    majeur: 'A',
    mineur: 'E',
    nuance: 'S',
    domaine: 'DEMO-DECOR',
    centres: ['7', '1'],
    skills: [
      'Écouter les envies d’un client',
      'Proposer une ambiance',
      'Dessiner un plan',
      'Choisir des matériaux',
    ],
    definition:
      'Aménage et décore des logements, des boutiques ou des bureaux selon les goûts et le budget du client.',
    acces: 'Accessible avec un BTS ou un DN MADE en design d’espace.',
  },
  {
    code: 'DEMO16',
    libelle: 'Animateur / Animatrice enfance',
    majeur: 'S',
    mineur: 'A',
    nuance: 'E',
    domaine: 'DEMO-ANIMATION',
    centres: ['21', '24'],
    skills: [
      'Préparer des jeux et des ateliers',
      'Veiller à la sécurité des enfants',
      'Gérer un groupe',
      'Parler avec les parents',
    ],
    definition:
      'Organise des jeux, des sorties et des ateliers créatifs pour des enfants, en centre de loisirs ou en colonie.',
    acces: 'Accessible avec le BAFA pour commencer, puis un BPJEPS pour en faire son métier.',
  },
  {
    code: 'DEMO17',
    libelle: 'Infirmier / Infirmière',
    majeur: 'S',
    mineur: 'I',
    nuance: 'C',
    domaine: 'DEMO-SANTE',
    centres: ['22', '23'],
    skills: [
      'Faire des soins',
      'Surveiller l’état d’un patient',
      'Rassurer une famille',
      'Travailler en équipe médicale',
    ],
    definition: 'Soigne les patients à l’hôpital, en clinique ou à domicile, et veille à leur confort.',
    acces: 'Accessible avec le diplôme d’État d’infirmier, préparé en trois ans en institut de formation.',
  },
  {
    code: 'DEMO18',
    libelle: 'Professeur / Professeure des écoles',
    majeur: 'S',
    mineur: 'A',
    nuance: 'C',
    domaine: 'DEMO-ENSEIGNEMENT',
    centres: ['24', '21'],
    skills: [
      'Préparer des leçons',
      'Expliquer simplement',
      'Faire vivre une classe',
      'Suivre les progrès de chaque élève',
    ],
    definition: 'Enseigne toutes les matières aux enfants de maternelle et d’élémentaire.',
    acces: 'Accessible après une licence puis un master des métiers de l’enseignement, et un concours.',
  },
  {
    code: 'DEMO19',
    libelle: 'Aide-soignant / Aide-soignante',
    majeur: 'S',
    mineur: 'R',
    nuance: 'C',
    domaine: 'DEMO-SANTE',
    centres: ['22'],
    skills: [
      'Aider à la toilette',
      'Installer un patient',
      'Observer les changements',
      'Écouter et rassurer',
    ],
    definition: 'Accompagne les patients dans les gestes de la vie quotidienne, aux côtés des infirmiers.',
    acces: 'Accessible avec le diplôme d’État d’aide-soignant, préparé en un an environ.',
  },
  {
    code: 'DEMO20',
    libelle: 'Éducateur spécialisé / Éducatrice spécialisée',
    majeur: 'S',
    mineur: 'E',
    nuance: 'A',
    domaine: 'DEMO-SOCIAL',
    centres: ['22', '21'],
    skills: [
      'Créer une relation de confiance',
      'Monter un projet avec un jeune',
      'Travailler avec les familles',
      'Écrire des comptes rendus',
    ],
    definition:
      'Aide des jeunes ou des adultes en difficulté à trouver leur place, au quotidien et sur la durée.',
    acces: 'Accessible avec le diplôme d’État d’éducateur spécialisé, préparé en trois ans.',
  },
  {
    code: 'DEMO21',
    libelle: 'Commercial / Commerciale',
    majeur: 'E',
    mineur: 'S',
    nuance: 'C',
    domaine: 'DEMO-VENTE',
    centres: ['3', '8'],
    skills: ['Trouver de nouveaux clients', 'Présenter un produit', 'Négocier un prix', 'Suivre ses ventes'],
    definition: 'Vend les produits ou les services d’une entreprise et prend soin de ses clients.',
    acces:
      'Accessible avec un BTS négociation et digitalisation de la relation client, un BUT ou une école de commerce.',
  },
  {
    code: 'DEMO22',
    libelle: 'Chef / Cheffe de projet événementiel',
    majeur: 'E',
    mineur: 'A',
    nuance: 'C',
    domaine: 'DEMO-EVENEMENT',
    centres: ['2', '8'],
    skills: ['Imaginer un événement', 'Tenir un budget', 'Coordonner des prestataires', 'Gérer les imprévus'],
    definition: 'Organise des concerts, des salons ou des fêtes d’entreprise, de l’idée jusqu’au jour J.',
    acces:
      'Accessible avec un BTS tourisme ou communication, puis une licence professionnelle en événementiel.',
  },
  {
    code: 'DEMO23',
    libelle: 'Gérant / Gérante de commerce',
    majeur: 'E',
    mineur: 'C',
    nuance: 'S',
    domaine: 'DEMO-VENTE',
    centres: ['3', '2'],
    skills: [
      'Diriger une petite équipe',
      'Commander les produits',
      'Suivre les comptes',
      'Accueillir les clients',
    ],
    definition:
      'Dirige une boutique : choisit les produits, anime l’équipe et veille à ce que le magasin tourne.',
    acces:
      'Accessible avec un bac pro commerce ou un BTS management commercial, souvent après une expérience de vente.',
  },
  {
    code: 'DEMO24',
    libelle: 'Chargé / Chargée de communication',
    majeur: 'E',
    mineur: 'A',
    nuance: 'S',
    domaine: 'DEMO-COMMUNICATION',
    centres: ['8', '12'],
    skills: [
      'Écrire des messages clairs',
      'Animer les réseaux sociaux',
      'Organiser une campagne',
      'Travailler avec des graphistes',
    ],
    definition:
      'Fait connaître une entreprise, une association ou une mairie : articles, réseaux sociaux, événements.',
    acces:
      'Accessible avec un BUT information-communication, puis une licence ou un master en communication.',
  },
  {
    code: 'DEMO25',
    libelle: 'Responsable de salle en restauration',
    majeur: 'E',
    mineur: 'R',
    nuance: 'S',
    domaine: 'DEMO-RESTAURATION',
    centres: ['2', '27'],
    skills: [
      'Organiser le service',
      'Accueillir les clients',
      'Encadrer les serveurs',
      'Gérer les réservations',
    ],
    definition: 'Dirige le service dans un restaurant : accueil, organisation de la salle et de l’équipe.',
    acces:
      'Accessible avec un bac pro commercialisation et services en restauration, puis un BTS management en hôtellerie-restauration.',
  },
  {
    code: 'DEMO26',
    libelle: 'Comptable',
    majeur: 'C',
    mineur: 'E',
    nuance: 'I',
    domaine: 'DEMO-GESTION',
    centres: ['15'],
    skills: [
      'Enregistrer les dépenses et les recettes',
      'Préparer un bilan',
      'Utiliser un logiciel de comptabilité',
      'Respecter les échéances',
    ],
    definition: 'Tient les comptes d’une entreprise et vérifie que tout est juste, au centime près.',
    acces:
      'Accessible avec un BTS comptabilité et gestion ou un BUT, puis un diplôme de comptabilité pour évoluer.',
  },
  {
    code: 'DEMO27',
    libelle: 'Assistant / Assistante de gestion',
    majeur: 'C',
    mineur: 'E',
    nuance: 'S',
    domaine: 'DEMO-GESTION',
    centres: ['18'],
    skills: [
      'Organiser des plannings',
      'Classer des documents',
      'Répondre aux clients',
      'Préparer des devis',
    ],
    definition: 'Aide le chef d’une petite entreprise à tout organiser : courrier, agenda, devis, factures.',
    acces: 'Accessible avec un bac pro assistance à la gestion ou un BTS gestion de la PME.',
  },
  {
    code: 'DEMO28',
    libelle: 'Secrétaire médical / médicale',
    majeur: 'C',
    mineur: 'S',
    nuance: 'I',
    domaine: 'DEMO-SECRETARIAT',
    centres: ['18', '22'],
    skills: [
      'Accueillir les patients',
      'Gérer les rendez-vous',
      'Tenir les dossiers à jour',
      'Respecter le secret médical',
    ],
    definition:
      'Accueille les patients d’un cabinet ou d’un hôpital et organise les rendez-vous et les dossiers.',
    acces: 'Accessible avec un bac pro ou un titre professionnel de secrétaire assistant médico-social.',
  },
  {
    code: 'DEMO29',
    libelle: 'Gestionnaire de paie',
    majeur: 'C',
    mineur: 'I',
    nuance: 'S',
    domaine: 'DEMO-RH',
    centres: ['15', '6'],
    skills: [
      'Calculer les salaires',
      'Suivre les absences',
      'Appliquer le droit du travail',
      'Répondre aux salariés',
    ],
    definition: 'Prépare les fiches de paie des salariés et vérifie que chaque montant est juste.',
    acces: 'Accessible avec un BTS gestion de la PME ou une licence professionnelle en paie.',
  },
  {
    code: 'DEMO30',
    libelle: 'Contrôleur / Contrôleuse qualité',
    majeur: 'C',
    mineur: 'R',
    nuance: 'I',
    domaine: 'DEMO-INDUSTRIE',
    centres: ['6', '11'],
    skills: [
      'Vérifier des pièces',
      'Suivre une procédure',
      'Noter les défauts',
      'Proposer des améliorations',
    ],
    definition:
      'Vérifie que les produits d’une usine respectent les règles de qualité avant de partir chez les clients.',
    acces: 'Accessible avec un bac pro ou un BTS dans le domaine industriel concerné.',
  },
];
