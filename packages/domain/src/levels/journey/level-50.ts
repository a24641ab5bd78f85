import { defineLevel } from '../engine/level-definition';

/**
 * Level 50, « Grand final »: the whole journey on the timeline, the student's last word, then the
 * « Parcours Déclic complet » certificate, a celebration and, if they want it, the public page.
 */
export const LEVEL_50 = defineLevel({
  level: 50,
  intro: [
    'Niveau 50. Le dernier. Prends une seconde pour mesurer le chemin.',
    'Tu es arrivé avec des questions. Tu repars avec des métiers, des documents, des entraînements et une route.',
    'Aujourd’hui, on fête ça. Et tu reçois ton certificat de fin de parcours.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'chemin',
      title: 'Le chemin parcouru',
      say: 'Tout ce que tu as construit ici t’appartient. Rien ne se perd.',
      lines: [
        'Tes métiers, ton CV, ta lettre, ton projet motivé, tes vœux : tout est dans ton portfolio du niveau 24.',
        'Tes simulations d’entretien et d’oral restent là pour te réentraîner avant le jour J.',
        'Ta semaine type et ta feuille de route sont dans ton téléphone, et tes rappels arriveront dans tes notifications.',
        'Déclic reste ouvert : reviens quand tu veux rejouer un niveau ou mettre ta route à jour.',
      ],
    },
    {
      kind: 'text',
      id: 'mot-de-la-fin',
      title: 'Ton mot de la fin',
      say: 'Regarde ta frise une dernière fois, puis écris ton mot de la fin.',
      aside: 'timeline',
      fields: [
        {
          id: 'fierte',
          label: 'Ce dont tu es le plus fier',
          hint: 'Un moment de ton parcours, un document, un oral, une décision.',
          minLength: 40,
          maxLength: 600,
          multiline: true,
        },
        {
          id: 'message',
          label: 'Un message pour toi, dans trois ans',
          hint: 'Ce que tu veux te rappeler, ou te souhaiter.',
          minLength: 40,
          maxLength: 600,
          multiline: true,
        },
      ],
    },
    {
      kind: 'certificate',
      id: 'certificat',
      title: 'Ton certificat de fin de parcours',
      say: 'Le voici. Tu l’as bien mérité.',
      passMark: 0,
      after: 'mot-de-la-fin',
      badge: 'parcours',
    },
  ],
  success: 'Tu as terminé Déclic ! Bonne route, et reviens nous dire où elle t’a mené.',
  evidence: 'steps',
  screen: 'player',
});
