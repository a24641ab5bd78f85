import { defineLevel } from '../engine/level-definition';

/**
 * Level 49, « Ta feuille de route »: a goal for one, two and three years from now, each with
 * dated milestones that come back as reminders in the notifications, and the first action.
 */
export const LEVEL_49 = defineLevel({
  level: 49,
  intro: [
    'Niveau 49 : on regarde loin. Trois ans devant toi.',
    'Tu as exploré, écrit, passé des entretiens. Il est temps de tracer ta route.',
    'Un objectif par année, quelques étapes datées, et je te les rappellerai le moment venu.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'objectifs',
      title: 'Un bon objectif',
      say: 'Un objectif qui marche se reconnaît à trois choses.',
      lines: [
        'Il est précis : « entrer en BTS Électrotechnique en alternance » plutôt que « réussir ».',
        'Il est daté : chaque étape a son mois. Sans date, on repousse toujours.',
        'Il dépend de toi : « envoyer mes vœux », pas « être pris partout ».',
        'Découpe chaque objectif en petites étapes : un dossier, une visite, un examen, un premier contrat.',
        'Et ta route a le droit de changer. Tu pourras revenir ici la modifier quand tu veux.',
      ],
    },
    {
      kind: 'roadmap',
      id: 'feuille-de-route',
      title: 'Ta feuille de route',
      say: 'Pour chaque horizon, écris ton objectif, puis ajoute ses étapes avec leur mois.',
      goalMinLength: 20,
    },
    {
      kind: 'text',
      id: 'premiere-action',
      title: 'Ta première action',
      say: 'Une route commence par un pas. Lequel fais-tu cette semaine ?',
      fields: [
        {
          id: 'action',
          label: 'Ce que tu fais cette semaine',
          hint: 'Une action courte et concrète. Par exemple : « Je regarde les dates des portes ouvertes de mes trois BTS. »',
          minLength: 30,
          maxLength: 300,
          multiline: true,
        },
        {
          id: 'soutien',
          label: 'Qui peut t’aider sur ta route',
          hint: 'Un parent, un prof, un conseiller, quelqu’un de ton réseau du niveau 33.',
          minLength: 15,
          maxLength: 300,
        },
      ],
    },
  ],
  success:
    'Bravo, ta route est tracée ! Chaque étape reviendra dans tes notifications au début de son mois. Plus qu’un niveau avant le grand final.',
  evidence: 'steps',
  screen: 'player',
});
