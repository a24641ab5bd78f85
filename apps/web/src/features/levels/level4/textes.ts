/** Texts of level 4 (spec sections 2, 5 and 8 verbatim where the spec gives them). */
export const TEXTES = {
  quizTitle: 'Test de personnalité MBTI',
  quizBubble: 'Choisis la réponse qui te ressemble le plus, puis clique sur Suivant.',
  quizLoading: 'Chargement des questions…',
  previous: 'Précédent',
  next: 'Suivant',
  finish: 'Terminer',
  analysing: 'Analyse…',
  generating: 'J’analyse vos réponses, cela peut prendre jusqu’à 1\u00a0minute, ne rechargez pas la page…',
  generateFailed: 'Impossible de générer l’analyse MBTI',
  retry: 'Réessayer',
  resultsTitle: 'Mes Résultats (MBTI)',
  analysisTitle: 'Ton analyse de personnalité',
  strengthsTitle: 'Tes points forts',
  jobsTitle: 'Des métiers à explorer',
  romeCode: (code: string) => `Fiche ROME ${code}`,
  resultsBubble: 'Voici ton profil\u202f! Prends le temps de le lire, puis partage-le si tu veux.',
  preview: 'Aperçu',
  pdf: 'PDF',
  share: 'Partager',
  continue: 'Continuer',
  invite: (handle: string) =>
    `Dernière étape\u202f: publie ton image en story et identifie ${handle} pour inspirer tes amis. Quand c’est fait (ou si tu préfères passer), valide pour terminer le niveau.`,
  validate: 'Valider et terminer',
  successTitle: 'Niveau 4 réussi\u202f!',
  successText: 'Bravo, tu as complété le test MBTI et découvert ton profil.',
  toResults: 'Voir mes résultats',
  // Story image and its preview.
  previewTitle: 'Ton image à partager',
  previewAlt: (type: string) =>
    `Image story de ton profil ${type}, avec ton avatar, tes qualités et trois métiers`,
  storyLoading: 'Ton image se prépare…',
  regenerate: 'Régénérer',
  downloadPdf: 'Télécharger PDF',
  saveImage: 'Enregistrer l’image',
  close: 'Fermer',
  shareTip: (handle: string) =>
    `Astuce\u202f: publie cette image en story sur Instagram ou TikTok et identifie ${handle}\u202f!`,
  shareUnsupported:
    'Le partage natif n’est pas supporté sur cet appareil. Vous pouvez enregistrer l’image puis la partager manuellement.',
  notEligible: 'Tu dois atteindre le niveau 4 et avoir un avatar pour partager ton analyse.',
  storyFailed: 'Impossible de générer l’image à partager.',
  uploadFailed: 'L’image n’a pas pu être enregistrée sur ton compte\u202f; elle reste disponible ici.',
  shareTitle: 'Mon profil Déclic',
  // Profile card.
  profileCardTitle: 'Mon image Niveau 4',
  profileLocked: 'Terminez le niveau 4',
  profileEmpty: 'Termine le test de personnalité du niveau 4 pour créer ton image.',
  download: 'Télécharger',
  updatedOn: (date: string) => `Mise à jour le ${date}`,
  profileShareUnsupported:
    'Le partage natif n’est pas disponible sur cet appareil. L’image a été téléchargée.',
  profileShareError:
    'Une erreur est survenue lors du partage. L’image a été téléchargée pour un partage manuel.',
} as const;

export const PRODUCT_NAME = 'Déclic';
