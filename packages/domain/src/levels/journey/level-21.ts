import { defineLevel } from '../engine/level-definition';

/**
 * Level 21, « Pitch pratique » (pitch_practice): the 60-second pitch of level 3, recorded again
 * with everything built since (métiers, qualities, the formation aimed at…), and compared with
 * the first one.
 */
export const LEVEL_21 = defineLevel({
  level: 21,
  intro: [
    'Bienvenue au niveau 21 ! Tu te souviens de ton premier pitch, au niveau 3 ?',
    'Depuis, tu as exploré des métiers, écrit un CV, une lettre, un projet motivé.',
    'Aujourd’hui, tu refais ton pitch d’une minute. Cette fois, avec tout ce que tu sais de toi.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'nouveau-pitch',
      title: 'Un pitch qui a grandi',
      say: 'Un bon pitch tient en une minute et répond à trois questions.',
      lines: [
        'Qui es-tu ? Ton prénom, ta classe, une qualité que tu peux prouver.',
        'Qu’est-ce que tu vises ? Un métier, une formation. Dis-le clairement, même si ça peut changer.',
        'Pourquoi toi ? Un exemple vécu : un stage, un projet, une réussite du niveau 13.',
        'Je te prépare une liste de points tirés de ton parcours. Essaie d’en glisser au moins trois.',
        'Parle lentement, souris, et termine par une phrase qui donne envie de te revoir.',
      ],
    },
    {
      kind: 'pitch',
      id: 'pitch',
      title: 'Ton nouveau pitch',
      say: 'Lis tes points, enregistre-toi, écoute-toi, puis note-toi. Je compare avec ton premier pitch.',
      minSeconds: 30,
      minPoints: 3,
    },
  ],
  success:
    'Bravo, ton pitch a pris de la force ! Refais-le avant chaque entretien : une minute, et tu es prêt.',
  evidence: 'steps',
  screen: 'player',
});
