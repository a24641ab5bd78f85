import { defineLevel } from '../engine/level-definition';

/**
 * Level 22, « Simulation d’entretien » (interview_simulation): a recruiter or an admission jury
 * for one of the student's targets asks six questions; each answer gets feedback (length, a
 * concrete example, the STAR parts); the transcript is kept.
 */
export const LEVEL_22 = defineLevel({
  level: 22,
  intro: [
    'Bienvenue au niveau 22 ! Aujourd’hui, on s’entraîne pour de vrai : un entretien.',
    'Que ce soit pour un apprentissage, un job ou une formation, les questions se ressemblent. Et elles se préparent.',
    'Ici, tu peux te tromper autant que tu veux : personne ne te note, c’est fait pour ça.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'regles',
      title: 'Comment ça se passe',
      say: 'Tu choisis pour quoi tu passes l’entretien : un métier, une offre ou une formation de ton parcours.',
      lines: [
        'Un recruteur, ou un jury pour une formation, te pose six questions, une à la fois.',
        'Il te vouvoie, comme en vrai. Réponds comme tu parlerais : trois ou quatre phrases, avec un exemple.',
        'Tu peux écrire ta réponse, ou la dicter si ton navigateur le permet.',
        'Après chaque réponse, je te dis ce qui marche et ce que tu peux ajouter. Tu peux la retravailler avant de passer à la suite.',
      ],
    },
    {
      kind: 'interview',
      id: 'entretien',
      title: 'Ton entretien',
      say: 'Installe-toi comme le jour J. Choisis ton objectif, puis lance l’entretien.',
      minWords: 15,
    },
  ],
  success:
    'Bravo, tu as passé ton premier entretien d’entraînement ! Relis tes réponses la veille du vrai : tu auras déjà tes exemples en tête.',
  evidence: 'steps',
  screen: 'player',
});
