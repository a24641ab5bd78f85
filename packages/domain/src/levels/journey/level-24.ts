import { defineLevel } from '../engine/level-definition';

/**
 * Level 24, « Ton portfolio » (portfolio_review): everything the student produced on one page
 * (profile, CV, letter, projet motivé, wishes, STAR story, pitch, interview), a few words to
 * introduce it, and one PDF to download.
 */
export const LEVEL_24 = defineLevel({
  level: 24,
  intro: [
    'Bienvenue au niveau 24 ! Regarde tout ce que tu as construit depuis le début.',
    'Un CV, une lettre, un projet motivé, des vœux, une histoire qui te ressemble, un entretien…',
    'Aujourd’hui, on rassemble tout ça dans un seul document : ton portfolio.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'a-quoi-ca-sert',
      title: 'À quoi sert un portfolio',
      say: 'Un portfolio, c’est ton dossier à toi : tout ce qui montre qui tu es et où tu vas.',
      lines: [
        'Tu peux l’apporter à un rendez-vous avec ton professeur principal ou un Psy-EN.',
        'Il t’aide à préparer un oral : tes exemples et tes arguments sont au même endroit.',
        'Et il rassure tes parents : ils voient tout le chemin parcouru.',
        'Relis chaque rubrique. Si quelque chose ne te plaît plus, retourne au niveau qui l’a créé pour le retoucher.',
      ],
    },
    {
      kind: 'portfolio',
      id: 'portfolio',
      title: 'Ton portfolio',
      say: 'Présente-toi en quelques phrases, choisis les rubriques à garder, puis télécharge ton PDF.',
      minSections: 3,
      introMinLength: 80,
    },
  ],
  success:
    'Bravo, ton portfolio est prêt ! Garde le PDF sous la main : il te servira à chaque rendez-vous d’orientation.',
  evidence: 'steps',
  screen: 'player',
});
