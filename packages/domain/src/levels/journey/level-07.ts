import { defineLevel } from '../engine/level-definition';

/** Level 7, « Salaires décodés » (salary_analysis): the real pay of one job, then a quiz on it. */
export const LEVEL_07 = defineLevel({
  level: 7,
  intro: [
    'Niveau 7 : on parle d’argent, sans tabou !',
    'Tu vas regarder ce que gagne vraiment une personne qui débute dans un métier, puis avec de l’expérience.',
    'Les chiffres viennent de l’ONISEP et de la DARES, deux sources officielles. Compte 10 minutes.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'brut-net',
      title: 'Trois mots à connaître',
      say: 'Avant les chiffres, trois mots qu’on croise sur toutes les fiches de paie.',
      lines: [
        '« Brut » : le salaire avant les cotisations. Elles paient ta santé, ton chômage et ta retraite.',
        '« Net » : ce qui arrive vraiment sur ton compte. Pour un salarié, c’est environ 78 % du brut.',
        '« Médian » : la moitié des salariés du métier gagne moins, l’autre moitié gagne plus.',
        'Un salaire de débutant monte souvent avec l’expérience, les responsabilités ou une formation de plus.',
      ],
    },
    {
      kind: 'salary',
      id: 'salaire',
      title: 'Le salaire d’un métier',
      say: 'Choisis un métier, de préférence un de ton enquête du niveau 6. Je te montre ses chiffres.',
      passMark: 2,
    },
    {
      kind: 'text',
      id: 'budget',
      title: 'Et toi, avec ce salaire ?',
      say: 'Dernière étape : imagine ton premier mois avec ce salaire.',
      fields: [
        {
          id: 'mois',
          label: 'Ce que ce salaire te permettrait, et ce qui serait juste',
          hint: 'Pense au logement, aux transports, aux courses, aux sorties. Par exemple : « Avec 1 400 € net, je pourrais louer un studio en colocation, mais pas avoir une voiture tout de suite. »',
          minLength: 60,
          maxLength: 800,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, tu sais maintenant lire un salaire : brut, net, débutant, médian. Ces repères te serviront pour comparer les métiers.',
  evidence: 'steps',
  screen: 'player',
});
