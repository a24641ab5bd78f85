import { defineLevel } from '../engine/level-definition';
import type { DocumentStep } from '../engine/steps';
import { LEVEL_15 } from './level-15';

const CV_STEP = 'cv';
const cvSections = (LEVEL_15.steps.find((step) => step.id === CV_STEP) as DocumentStep).sections;

/**
 * Level 17, « Relecture du CV » (cv_review): the CV of level 15, reviewed by the server
 * (French dictionary, page length, empty sections, typography, vague words); the student
 * corrects it until no blocking remark remains.
 */
export const LEVEL_17 = defineLevel({
  level: 17,
  intro: [
    'Bienvenue au niveau 17 ! Ton CV du niveau 15 passe au contrôle.',
    'Une seule faute d’orthographe peut suffire à faire écarter un CV. Alors on relit tout, rubrique par rubrique.',
    'Je te montre ce qui bloque et ce qui peut être mieux. Tu corriges, tu relances, jusqu’à ce que tout soit propre.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'regard-recruteur',
      title: 'Ce que voit un recruteur',
      say: 'Mets-toi une minute à la place de la personne qui lit ton CV.',
      lines: [
        'Elle lit d’abord ton nom, ton titre et ta façon de te contacter. Sans e-mail, elle ne peut pas te répondre.',
        'Ensuite, elle cherche les fautes. Une faute, ça fait penser : « pas relu ». Deux fautes : « pas sérieux ».',
        'Elle se méfie aussi des mots vides. « Dynamique », « motivé », « sérieux » : tout le monde l’écrit.',
        'Ce qui la convainc, ce sont des faits. « Je garde deux enfants trois soirs par semaine » dit plus que « responsable ».',
        'Enfin, elle veut une page, pas deux. Si ça déborde, on garde le plus parlant.',
        'Je vais relire ton CV avec un vrai dictionnaire français. Si je ne connais pas un mot, comme le nom de ton club, tu pourras me dire qu’il est bien écrit.',
      ],
    },
    {
      kind: 'review',
      id: 'relecture-cv',
      title: 'La relecture de ton CV',
      say: 'Voici ton CV du niveau 15. Lance la relecture, corrige ce qui bloque, puis relance.',
      source: { level: 15, step: CV_STEP },
      sections: cvSections,
    },
    {
      kind: 'checklist',
      id: 'apres-relecture',
      title: 'Après la relecture',
      say: 'Ton CV est propre. Dernières vérifications, avec tes yeux cette fois.',
      items: [
        { id: 'pdf', label: 'J’ai téléchargé à nouveau mon CV en PDF au niveau 15', required: false },
        { id: 'voix-haute', label: 'J’ai relu mon CV à voix haute', required: true },
        { id: 'faits', label: 'Chaque qualité est appuyée par un fait', required: true },
      ],
    },
  ],
  success: 'Bravo, ton CV est relu et corrigé ! Il est prêt à partir avec ta lettre de motivation.',
  evidence: 'steps',
  screen: 'player',
});
