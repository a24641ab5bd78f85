import { defineLevel } from '../engine/level-definition';

/**
 * Level 28, « Ton histoire » (success_story): the student tells their journey since level 1,
 * helped by the timeline of what they did in Déclic.
 */
export const LEVEL_28 = defineLevel({
  level: 28,
  intro: [
    'Bienvenue au niveau 28 ! Tu te souviens de ton premier jour sur Déclic ?',
    'Depuis, tu as découvert des métiers, écrit, enregistré, passé un entretien… Ça fait du chemin.',
    'Aujourd’hui, tu racontes ton histoire. Elle te servira à l’oral, et à toi aussi, les jours de doute.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'raconter',
      title: 'Raconter son parcours',
      say: 'Une bonne histoire de parcours a un début, un tournant et une suite.',
      lines: [
        'Le début : où tu en étais en arrivant. Perdu, curieux, déjà décidé ? Tout est bon à dire.',
        'Le tournant : un moment qui a fait bouger les choses. Une vidéo, une rencontre, un entretien raté…',
        'La suite : où tu vas maintenant, et ce que tu as appris sur toi.',
        'Je t’ai préparé la frise de tout ce que tu as fait ici. Pioche dedans.',
      ],
    },
    {
      kind: 'text',
      id: 'histoire',
      title: 'Ton histoire',
      say: 'Regarde ta frise, puis écris ton histoire en trois temps. Avec tes mots.',
      aside: 'timeline',
      fields: [
        {
          id: 'debut',
          label: 'Au début',
          hint: 'Où en étais-tu en arrivant sur Déclic ? Qu’est-ce que tu cherchais ?',
          minLength: 60,
          maxLength: 600,
          multiline: true,
        },
        {
          id: 'tournant',
          label: 'Le tournant',
          hint: 'Un moment précis de ta frise qui t’a fait avancer, et pourquoi.',
          minLength: 80,
          maxLength: 800,
          multiline: true,
          mustMention: [
            {
              anyOf: ['niveau', 'quand', 'jour', 'fois', 'moment', 'après', 'pendant', 'depuis'],
              message: 'Situe ton tournant : « Au niveau 11… », « Le jour où… », « Après l’entretien… ».',
            },
          ],
        },
        {
          id: 'suite',
          label: 'Aujourd’hui et demain',
          hint: 'Ce que tu vises maintenant, et ce que tu as appris sur toi.',
          minLength: 60,
          maxLength: 600,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, ton histoire est écrite ! Relis-la avant un oral : c’est la meilleure réponse à « Parlez-moi de vous ».',
  evidence: 'steps',
  screen: 'player',
});
