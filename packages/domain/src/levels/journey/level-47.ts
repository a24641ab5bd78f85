import { defineLevel } from '../engine/level-definition';

/**
 * Level 47, « Gérer ton temps »: a typical week of classes, homework, job and free time,
 * checked for overlaps and balance and exported to the phone's calendar, then one change the
 * student commits to.
 */
export const LEVEL_47 = defineLevel({
  level: 47,
  intro: [
    'Niveau 47 : on s’occupe de ton temps.',
    'Cours, devoirs, un job peut-être, le sport, les amis… Une semaine, ça se remplit vite.',
    'Tu vas dessiner ta semaine type, voir où part ton temps et l’emporter dans ton téléphone.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'conseils',
      title: 'Trois idées simples',
      say: 'Avant de remplir ta semaine, trois idées qui marchent.',
      lines: [
        'Un : ce qui est écrit se fait. Un créneau de devoirs noté le mardi à 18 h a bien plus de chances d’exister qu’un « je verrai ce soir ».',
        'Deux : plusieurs petits créneaux valent mieux qu’un gros. Réviser un peu chaque jour retient mieux qu’une nuit blanche.',
        'Trois : ton repos compte autant que le reste. Sport, amis, sommeil : ce n’est pas du temps perdu, c’est ce qui te fait tenir.',
        'Si tu as un job ou une alternance, note-le aussi : on verra si tes journées ne sont pas trop chargées.',
      ],
    },
    {
      kind: 'week-plan',
      id: 'semaine',
      title: 'Ta semaine type',
      say: 'Ajoute tes créneaux un par un : tes cours, tes devoirs, et du temps pour toi.',
      minSlots: 6,
    },
    {
      kind: 'text',
      id: 'changement',
      title: 'Ce que tu changes',
      say: 'Regarde ta semaine. Qu’est-ce que tu gardes, qu’est-ce que tu changes ?',
      fields: [
        {
          id: 'constat',
          label: 'Ce que tu remarques',
          hint: 'Où part ton temps ? Une journée trop chargée, pas assez de devoirs, pas de pause ?',
          minLength: 40,
          maxLength: 500,
          multiline: true,
        },
        {
          id: 'engagement',
          label: 'Le changement que tu essaies dès cette semaine',
          hint: 'Un seul, précis. Par exemple : « 30 minutes de révision le mardi et le jeudi, téléphone dans une autre pièce. »',
          minLength: 40,
          maxLength: 400,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, ta semaine a un plan ! Importe-la dans ton téléphone, et ajuste-la au bout de deux semaines : un bon planning, ça se règle.',
  evidence: 'steps',
  screen: 'player',
});
