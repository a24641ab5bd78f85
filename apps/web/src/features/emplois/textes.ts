/** Emplois screen texts (spec sections 2 and 8, verbatim where the spec gives them). */
export const TEXTES = {
  titre: 'Emplois',
  intro:
    'Cherche une offre par intitulé, secteur ou code ROME (le code d’un métier chez France Travail, par exemple M1805).',
  aucunResultat: 'Aucun résultat',
  aucunPourMetier: 'Aucune offre ne correspond à ce métier pour le moment.',
  aucuneRecommandation: 'Aucune recommandation disponible pour le moment.',
  intituleAbsent: 'Intitulé non renseigné',
  lieuAbsent: 'Lieu non renseigné',
  entrepriseAbsente: "Pas de nom d'entreprise",
  contratAbsent: 'Contrat non renseigné',
  postuler: "Postuler sur le site d'origine",
  contacter: 'Contacter',
  voirCarte: 'Voir sur la carte',
  proposeeSurDeclic: 'Proposée sur Déclic',
  postulerDeclic: 'Postuler sur Déclic',
  postulerIntro:
    'L’entreprise ne verra que ce que tu choisis d’envoyer ici. Tes échanges passent par Déclic tant que tu n’as pas accepté de la rencontrer.',
  messageAide:
    'Quelques phrases (20\u00a0caractères au moins)\u202f: pourquoi cette offre, et ce que tu aimerais y apprendre.',
  partagerEmail: 'Partager mon adresse e-mail avec l’entreprise (sinon, elle te répond sur Déclic)',
  candidatureEnvoyee: 'Candidature envoyée\u202f! L’entreprise est prévenue par e-mail.',
  mesCandidatures: 'Mes candidatures',
  demandeEnvoyee:
    'Demande envoyée\u202f! Le professionnel la confirme ici, dans «\u202fMes candidatures\u202f».',
  rencontres: 'Rencontres métier',
  signaler: 'Signaler l’entreprise',
  signalerIntro:
    'Un message bizarre, une demande de numéro ou d’adresse, une rencontre ailleurs que sur le lieu de travail\u202f? Dis-le à l’équipe Déclic\u202f: elle peut suspendre l’entreprise.',
  sansNouvelles:
    'Pas de nouvelles depuis une semaine\u202f: Déclic a relancé l’entreprise. Continue de postuler ailleurs en attendant.',
  rencontresIntro:
    'Des pros proposent un moment pour parler de leur métier, en visio ou sur leur lieu de travail. Tu demandes une place\u202f; ils confirment. Sur place, va toujours en journée et préviens un adulte.',
  aucuneRencontre:
    'Aucune rencontre à venir près de chez toi pour l’instant. Reviens bientôt, ou cherche quelqu’un à rencontrer avec le niveau 9.',
  maListe: 'Ma liste d’offres',
  demo: 'Offres de démonstration : ces offres et ces entreprises sont inventées par l’équipe Déclic pour te montrer l’écran. Les vraies offres France Travail s’affichent une fois importées.',
} as const;
