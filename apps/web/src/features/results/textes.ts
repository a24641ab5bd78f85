/** Texts of the results page (spec texts verbatim). */
export const TEXTES = {
  title: 'Mes Résultats',
  orientationTab: "Résultats d'orientation",
  personalityTab: 'Analyse de personnalité',
  locked: 'Sera disponible au niveau 4',
  loading: 'Ton analyse se prépare… Cela peut prendre jusqu’à 40\u00A0secondes.',
  empty: 'Aucun résultat disponible',
  why: 'Pourquoi ce métier\u202F?',
  linksFor: 'Formations et offres pour',
  formationsLink: 'Les formations',
  offresLink: 'Les offres d’emploi',
  openingLabel: 'Idée d’ouverture',
  openingHint:
    'Un métier de ton profil dans un univers que tes autres idées ne montrent pas. Pour voir plus large\u202F!',
  metierSheet: 'Fiche',
  formationSheet: 'Fiche formation',
  demo: 'Ces métiers viennent du catalogue de démonstration de Déclic. Une fois les données ROME importées, tu verras les vraies fiches de France Travail.',
  confidenceToConfirm: 'Un profil à confirmer',
  confidenceShaping: 'Un profil qui se dessine',
  followUpOpen: (count: number) => `Préciser mon profil en ${count}\u00A0questions`,
  followUpTitle: 'Quelques questions de plus',
  followUpIntro:
    'Elles portent sur les familles que tes réponses ne départagent pas encore. Réponds à celles que tu veux\u202F: tu peux aussi passer.',
  followUpSubmit: 'Mettre à jour mon profil',
  followUpSaving: 'Mise à jour…',
  followUpLater: 'Plus tard',
  aiRewritten:
    'Texte reformulé par l’assistant IA à partir de ton profil\u202F; les scores et les métiers viennent de Déclic.',
} as const;
