import { defineLevel } from '../engine/level-definition';

/**
 * Level 23, « Gérer son stress » (confidence_building): stress rated before and after a guided
 * breathing exercise (animated, or in words when motion is reduced), then one worrying thought
 * turned into a more realistic one.
 */
export const LEVEL_23 = defineLevel({
  level: 23,
  intro: [
    'Bienvenue au niveau 23 ! Avant un oral ou un entretien, tout le monde a le trac.',
    'Le trac n’est pas un défaut : c’est ton corps qui se prépare. Le tout, c’est qu’il ne prenne pas toute la place.',
    'Aujourd’hui, deux outils qui marchent : une respiration guidée, et une façon de répondre aux pensées qui font peur.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'le-trac',
      title: 'D’où vient le trac',
      say: 'Quand tu stresses, ton cœur s’accélère et ta respiration devient courte.',
      lines: [
        'Respirer lentement envoie l’inverse au cerveau : « tout va bien, on peut se calmer ».',
        'Le secret, c’est l’expiration : souffler plus longtemps qu’on n’inspire.',
        'Tu vas noter ton stress, respirer une minute avec moi, puis le noter à nouveau.',
        'Si tu te sens mal pendant l’exercice, arrête-toi et respire normalement. Ce n’est pas une épreuve.',
      ],
    },
    {
      kind: 'breathing',
      id: 'respiration',
      title: 'Une minute pour souffler',
      say: 'Installe-toi, pieds au sol. Note ton stress, puis suis le cercle : il gonfle quand tu inspires.',
      pattern: { inhale: 4, hold: 4, exhale: 6 },
      cycles: 4,
    },
    {
      kind: 'text',
      id: 'pensee',
      title: 'Une pensée plus juste',
      say: 'Le stress vient souvent d’une phrase qu’on se répète. Écrivons-la, puis regardons-la en face.',
      fields: [
        {
          id: 'pensee-inquietante',
          label: 'La pensée qui t’inquiète',
          hint: 'Par exemple : « Je vais bafouiller et le jury va me trouver nul. »',
          minLength: 15,
          maxLength: 300,
          multiline: true,
        },
        {
          id: 'faits',
          label: 'Ce que disent les faits',
          hint: 'Qu’est-ce qui montre que ce n’est pas si sûr ? Une fois où ça s’est bien passé, un compliment reçu…',
          minLength: 30,
          maxLength: 500,
          multiline: true,
        },
        {
          id: 'pensee-juste',
          label: 'Ta pensée plus juste',
          hint: 'Une phrase vraie et encourageante, par exemple : « Je peux hésiter, et continuer quand même. »',
          minLength: 15,
          maxLength: 300,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo ! Tu as maintenant deux outils contre le trac. Refais la respiration avant chaque oral, et relis ta pensée juste le matin même.',
  evidence: 'steps',
  screen: 'player',
});
