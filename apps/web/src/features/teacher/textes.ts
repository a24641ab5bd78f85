import { typographieFr } from '@declic/domain';

/** Copy of the teacher space (issue 47): teachers are addressed with « vous ». */
export const TEXTES = {
  badge: 'Enseignant',
  titre: 'Vos classes',
  reserve: 'Cet espace est réservé aux comptes enseignant.',
  retour: 'Retourner à mon espace',
  chargement: 'Chargement…',

  attenteTitre: 'Votre compte attend la vérification de l’équipe',
  attente: typographieFr(
    'Votre compte attend la vérification de l’équipe Déclic. Votre adresse e-mail n’est pas une adresse académique : nous vérifions que vous enseignez bien dans l’établissement choisi avant d’ouvrir vos classes. Vous recevrez un e-mail dès que votre espace sera ouvert, en général sous deux jours ouvrés.',
  ),
  attenteAcademique: typographieFr(
    'Si vous avez une adresse académique (en @ac-….fr, par exemple), vous pouvez aussi créer un compte avec elle : il s’ouvre dès la confirmation de l’adresse.',
  ),
  suspenduTitre: 'Votre espace enseignant est suspendu',
  suspendu: typographieFr(
    'L’équipe Déclic a suspendu votre espace : vos classes et leurs codes sont fermés pour l’instant, et vous ne voyez plus vos élèves.',
  ),
  contacter: typographieFr('Pour en parler, écrivez à l’équipe Déclic :'),

  aucuneClasse: typographieFr(
    'Vous n’avez pas encore de classe. Créez la première : Déclic lui donne un code que vos élèves tapent dans leur application.',
  ),
  creer: 'Créer une classe',
  creerEnCours: 'Création…',
  nouvelleClasse: 'Nouvelle classe',
  nom: 'Nom de la classe',
  nomIndice: 'Comme vous l’appelez avec vos élèves, par exemple « Terminale 3 ».',
  niveau: 'Niveau',
  annee: 'Année scolaire',
  // A no-break hyphen: the example stays on one line.
  anneeIndice: 'Deux années qui se suivent, comme 2026\u20112027.',
  choisir: 'Choisissez',
  annuler: 'Annuler',
  creee: (name: string) => typographieFr(`La classe « ${name} » est créée.`),

  renommer: 'Renommer',
  nouveauNom: 'Nouveau nom',
  enregistrer: 'Enregistrer',
  renommee: (name: string) => typographieFr(`La classe s’appelle maintenant « ${name} ».`),
  archiver: 'Archiver',
  archiverQuestion: typographieFr(
    'Archiver cette classe ? Son code cessera aussitôt : plus aucun élève ne pourra la rejoindre. Les élèves déjà inscrits restent dans la liste.',
  ),
  archiverOui: 'Oui, archiver',
  garder: 'Garder la classe',
  archivee: 'Archivée',
  archiveeTexte: typographieFr('Classe archivée : elle n’a plus de code.'),
  archiveeFait: (name: string) =>
    typographieFr(`La classe « ${name} » est archivée : son code ne fonctionne plus.`),
  nouveauCode: 'Nouveau code',
  nouveauCodeFait: typographieFr('Nouveau code : l’ancien ne fonctionne plus.'),
  ouvrir: 'Ouvrir la classe',

  code: 'Code',
  expire: (date: string) => `valable jusqu’au ${date}`,
  expireDepuis: (date: string) => `expiré depuis le ${date}`,
  eleves: (count: number) =>
    count === 0 ? 'aucun élève' : `${count}\u00a0${count > 1 ? 'élèves' : 'élève'}`,

  retourClasses: 'Vos classes',
  classeInconnueTitre: 'Classe introuvable',
  classeInconnue: 'Cette classe n’existe pas, ou elle n’est pas l’une des vôtres.',
  projeter: 'Projeter le code',
  projectionTitre: (name: string) => `Rejoindre la classe ${name}`,
  // Projected for the class: the students read it, so it speaks to them as the app does.
  projectionConsigne: typographieFr(
    'Ouvre Déclic sur ton téléphone, puis scanne le QR code, ou tape le code dans « Mon profil », carte « Ma classe ».',
  ),
  projectionAdresse: 'Ou va à l’adresse',
  qrAlt: (name: string) => typographieFr(`QR code pour rejoindre la classe « ${name} »`),
  qrErreur: typographieFr('Le QR code ne s’affiche pas pour l’instant : le code et l’adresse suffisent.'),
  fermer: 'Fermer',

  elevesTitre: 'Élèves',
  aucunEleve: typographieFr(
    'Aucun élève pour l’instant. Projetez le code en classe : chaque élève qui la rejoint apparaît ici.',
  ),
  colonneEleve: 'Élève',
  colonneNiveau: 'Niveau',
  colonneXp: 'XP',
  colonneActivite: 'Dernière activité',
  colonneQuestionnaire: 'Questionnaire',
  colonneFiche: 'Fiche',
  elevesDe: (name: string) => `Élèves de la classe ${name}`,
  questionnaireFait: 'Fait',
  questionnairePasFait: 'Pas encore',
  questionnaireFaitLong: 'Questionnaire fait',
  questionnairePasFaitLong: 'Questionnaire pas encore fait',
  niveauN: (level: number) => `Niveau ${level}`,
  xp: (xp: string) => `${xp}\u00a0XP`,
  voirFiche: 'Voir la fiche',
  ceQueVousVoyez: typographieFr(
    'Vous voyez toujours le prénom, l’initiale du nom, le niveau, l’XP, la dernière activité et si le questionnaire est fait — jamais ses réponses. Le reste, chaque élève choisit de le partager ou non.',
  ),

  ficheTitre: (name: string) => `Fiche de ${name}`,
  partages: 'Ce que l’élève partage',
  nonPartage: 'Non partagé par l’élève',
  partageVide: typographieFr('Partagé, mais rien encore : l’élève n’a pas fini l’étape.'),
} as const;

/** The four shareable items as a teacher reads them (the domain's labels speak to the student). */
export const SHARED_ITEM_TITLES = {
  metiers: 'Les trois métiers choisis',
  formations: 'Les formations gardées',
  parcoursup: 'La liste de vœux Parcoursup',
  roadMap: 'La feuille de route',
} as const;
