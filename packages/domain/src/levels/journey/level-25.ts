import { defineLevel } from '../engine/level-definition';

/**
 * Level 25, « Tout colle ? » (coherence_check): the CV, the letter, the projet motivé and the
 * wishes cross-checked by the server (same métiers and formations, strengths used), and the
 * student's plan for what is to be reviewed.
 */
export const LEVEL_25 = defineLevel({
  level: 25,
  intro: [
    'Bienvenue au niveau 25 ! Tu as écrit beaucoup de choses : un CV, une lettre, un projet motivé, des vœux.',
    'Un jury ou un recruteur lit souvent tout ton dossier d’un coup.',
    'Aujourd’hui, on vérifie que tout raconte la même histoire : la tienne.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'meme-histoire',
      title: 'Pourquoi tout doit coller',
      say: 'Un dossier cohérent, c’est un dossier où chaque pièce renvoie aux autres.',
      lines: [
        'Ton CV annonce ce que tu vises, ta lettre et ton projet expliquent pourquoi, tes vœux le confirment.',
        'Si un vœu part dans une autre direction, ce n’est pas interdit : un plan B, ça se défend. Il faut juste pouvoir l’expliquer.',
        'Je compare tes documents entre eux et avec les points forts de ton analyse. Ensuite, tu me dis ce que tu vas corriger.',
      ],
    },
    {
      kind: 'coherence',
      id: 'verification',
      title: 'Ton dossier passé au crible',
      say: 'Voici ce que je remarque. Lis chaque point, puis note ce que tu vas changer.',
      planMinLength: 40,
    },
  ],
  success:
    'Bravo ! Ton dossier tient debout. Garde ton plan sous les yeux : chaque correction rend ton dossier plus solide.',
  evidence: 'steps',
  screen: 'player',
});
