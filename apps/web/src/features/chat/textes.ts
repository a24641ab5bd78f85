/** French texts of the chat page (spec sections 2, 6 and 8). */
export const TEXTES = {
  title: 'Chat',
  toggleLabel: 'Avec qui discuter',
  studentTab: 'Étudiant',
  aiTab: 'IA',
  globalChat: 'Chat global',
  aiAdvisor: 'Conseiller IA',
  aiComingSoon:
    'Le Conseiller IA arrive très bientôt. En attendant, échange avec les autres élèves dans le Chat global.',
  loadError: 'Erreur de chargement',
  empty: 'Aucun message pour l’instant. Lance la conversation\u202f!',
  inputLabel: 'Ton message',
  placeholder: 'Écris ton message puis appuie sur Entrée',
  send: 'Envoyer',
  report: 'Signaler',
  reported: 'Signalé, merci\u202f!',
  hide: 'Masquer pour tous',
  adminBadge: 'Admin',
  you: 'Toi',
  live: 'En direct',
  reconnecting: 'Reconnexion…',
  sendError: 'Ton message n’a pas pu être envoyé.',
};
