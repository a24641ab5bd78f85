/** Texts of the orientation questionnaire (spec texts verbatim). */
export const TEXTES = {
  loadFailed: 'Impossible de charger les questions',
  retry: 'Réessayer',
  previous: 'Précédent',
  finish: 'Terminer',
  sending: 'Envoi de tes réponses…',
  sendFailed: 'Tes réponses n’ont pas pu être envoyées. Réessaie.',
  answersLabel: 'Ta réponse',
  loading: 'Chargement des questions…',
  offline: 'Tu es hors ligne\u202f: continue, tes réponses sont gardées sur cet appareil.',
  waitingForConnection:
    'Tu es hors ligne. Tes réponses sont gardées sur cet appareil\u202f: elles partiront dès que la connexion revient.',
} as const;
