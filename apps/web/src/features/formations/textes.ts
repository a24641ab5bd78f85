/** Formations screen texts (spec sections 2 and 8, verbatim where the spec gives them). */
export const TEXTES = {
  titre: 'Formations',
  intro: 'Cherche une formation par son nom, son code ou sa ville, puis filtre par région ou département.',
  aucunResultat: 'Aucun résultat',
  aucunPourMetier: 'Aucune formation ne correspond à ce métier pour le moment.',
  aucuneRecommandation: 'Aucune formation ne correspond à tes recommandations pour le moment.',
  intituleAbsent: 'Intitulé non renseigné',
  etablissementAbsent: 'Établissement non renseigné',
  departementAbsent: 'Département non renseigné',
  lienAbsent: 'Lien non disponible',
  maListe: 'Ma liste de formations',
  demo: 'Catalogue de démonstration : ces formations et ces campus sont inventés par l’équipe Déclic pour te montrer l’écran. Les vraies formations Parcoursup s’affichent une fois importées.',
} as const;
