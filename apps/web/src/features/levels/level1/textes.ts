/** Level 1 copy (spec sections 2, 4 and 8). */
export const LEVEL1_TEXTES = {
  intro: [
    'Salut\u202f! Bienvenue au niveau 1 de Déclic.',
    'Ici, on vérifie ensemble si les métiers qu’on t’a recommandés te correspondent vraiment. Je te prépare une fiche métier claire\u202f: ce qu’on y fait, combien on gagne, où se former.',
    'Prêt·e\u202f? Alors, commençons\u202f!',
  ],
  askFit: 'Les métiers qu’on te recommande en premier te semblent-ils pertinents\u202f?',
  askFitNoJobs:
    'Je n’ai pas encore de recommandation pour toi. Ces pistes te semblent-elles pertinentes quand même\u202f?',
  fitOptions: ['Oui', 'Mitigé', 'Non'] as const,
  awaitInput: 'D’accord\u202f! Quel est le métier qui te fait rêver\u202f? Écris-le, je te prépare sa fiche.',
  dreamJobLabel: 'Le métier qui te fait rêver',
  dreamJobPlaceholder: 'Par exemple\u202f: infirmier, développeuse web…',
  validate: 'Valider',
  generating: (job: string) => `Je prépare la fiche du métier «\u202f${job}\u202f»…`,
  fiche: 'Voilà ta fiche métier\u202f! Prends le temps de la lire, puis on en discute.',
  secondFiche: 'Et voici une deuxième fiche, pour comparer. Quand tu es prêt·e, on continue.',
  discuss: 'Discuter de la fiche',
  continue: 'Continuer',
  next: 'Suivant',
  start: 'Commençons',
  answerLabel: 'Ta réponse',
  choicesLabel: 'Réponses possibles',
  send: 'Envoyer',
  generationFailed: 'Une erreur est survenue lors de la génération de la fiche métier.',
  retry: 'Réessayer',
  recommendedTitle: 'Tes métiers recommandés',
  sheetLabel: 'Fiche métier',
  noRecommendation: 'Aucune recommandation disponible pour le moment.',
  sheet: {
    description: 'Le métier',
    salary: 'Salaires',
    beginner: 'En début de carrière',
    median: 'Salaire médian en France',
    unknown: 'Non renseigné',
    sources: 'Sources',
    schools: 'Où se former',
    noSchool:
      'Aucune formation trouvée pour ce métier pour le moment. Regarde dans «\u202fFormations\u202f» dès le niveau 6.',
    offline: 'Fiche rédigée par l’assistant hors ligne de Déclic, à partir des données publiques.',
  },
  success: {
    title: 'Niveau 1 réussi\u202f!',
    text: 'Bravo, tu as découvert ta première fiche métier et tu en sais plus sur ce qui compte pour toi.',
  },
} as const;

/** The job sheet request of spec section 7: informal French, no markdown, 150–200 words. */
export function jobSheetPrompt(jobTitle: string): string {
  return `Fais-moi la fiche du métier « ${jobTitle} ». Parle-moi comme à un ado, en tutoyant, sans markdown. Donne une description de 150 à 200 mots, le salaire en France pour un débutant et le salaire médian, puis 3 à 5 écoles ou formations pour y arriver.`;
}
