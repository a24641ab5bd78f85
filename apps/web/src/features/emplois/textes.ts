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
  maListe: 'Ma liste d’offres',
  demo: 'Offres de démonstration : ces offres et ces entreprises sont inventées par l’équipe Déclic pour te montrer l’écran. Les vraies offres France Travail s’affichent une fois importées.',
} as const;
