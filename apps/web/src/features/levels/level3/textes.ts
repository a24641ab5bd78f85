/** Level 3 copy (spec sections 2, 4 and 8); the intro messages are LEVEL3_INTRO in the domain. */
export const LEVEL3_TEXTES = {
  practice: 'À toi\u202f! Lis l’exemple, adapte-le avec tes mots, puis enregistre-toi. Tu as 60 secondes.',
  sampleTitle: 'Exemple de pitch',
  record: 'S’enregistrer',
  stop: 'Arrêter',
  rerecord: 'Réenregistrer',
  recording: 'Enregistrement en cours',
  timeLeft: 'Temps restant',
  listen: 'Réécoute ton pitch',
  keep: 'Garder mon enregistrement',
  fileName: 'mon-pitch-declic.webm',
  micDenied:
    'Déclic n’a pas accès à ton micro. Autorise le micro dans les réglages de ton navigateur, puis réessaie.',
  noMicrophone: 'Aucun micro n’est disponible. Branche un micro ou passe sur ton téléphone, puis réessaie.',
  unsupported:
    'Ton navigateur ne sait pas enregistrer le son. Essaie avec un navigateur récent (Chrome, Firefox, Safari).',
  rate: 'Alors, comment c’était\u202f? Donne-toi une note honnête, de 0 à 10.',
  ratingLegend: 'Ta note sur 10',
  validate: 'Valider',
  retry:
    'Pas encore 8\u202f? C’est normal, un pitch se travaille. Respire, réécoute-toi et retente ta chance.',
  restart: 'Recommencer',
  success: {
    title: 'Niveau 3 réussi\u202f!',
    text: 'Bravo, tu sais te présenter en une minute. Ce pitch te servira pour tes stages et tes entretiens.',
  },
} as const;
