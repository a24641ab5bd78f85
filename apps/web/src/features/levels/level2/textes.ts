/** Level 2 copy (spec sections 2 and 4); the intro messages are LEVEL2_INTRO in the domain. */
export const LEVEL2_TEXTES = {
  watch: 'Regarder la vidéo',
  watchPrompt: 'La vidéo est juste là. Quand tu as fini, dis-le-moi\u202f!',
  videoTitle: 'La vidéo de présentation de Déclic',
  finished: 'J’ai terminé la vidéo',
  unavailable:
    'La vidéo n’est pas disponible pour le moment. Tu peux quand même terminer ce niveau et la regarder plus tard.',
  success: {
    title: 'Niveau 2 réussi\u202f!',
    text: 'Bravo, tu sais maintenant pourquoi Déclic existe. Place à ton pitch au niveau 3.',
  },
} as const;
