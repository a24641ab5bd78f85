/** Texts of the orientation questionnaire (spec texts verbatim). */
export const TEXTES = {
  loadFailed: 'Impossible de charger les questions',
  retry: 'Réessayer',
  previous: 'Précédent',
  finish: 'Terminer',
  sending: 'Envoi de tes réponses…',
  answersLabel: 'Ta réponse',
  loading: 'Chargement des questions…',
} as const;
