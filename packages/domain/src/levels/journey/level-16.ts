import { defineLevel } from '../engine/level-definition';

/**
 * Level 16, « Lettre de motivation » (cover_letter): a letter for one offer or formation the
 * student saved in the catalogues (levels 6 and 9), drafted by the letter writer, then made
 * their own. The server checks the saved letter: length, addressed to that target, no gap
 * left, and enough of the student's own words.
 */
export const LEVEL_16 = defineLevel({
  level: 16,
  intro: [
    'Bienvenue au niveau 16 ! Aujourd’hui, tu écris une vraie lettre de motivation.',
    'Pas une lettre pour « un métier en général » : une lettre pour une offre ou une formation précise.',
    'Déclic rédige un brouillon. Ton travail, c’est de le rendre vivant, avec tes mots et tes exemples.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'methode',
      title: 'Une lettre, trois parties',
      say: 'Une bonne lettre tient sur une page. Elle répond à trois questions, dans cet ordre.',
      lines: [
        'Vous : pourquoi cette entreprise ou cette formation ? Montre que tu la connais.',
        'Moi : ce que tu sais déjà faire, avec un exemple vécu. Un stage, un club, un job d’été, un projet de classe.',
        'Nous : ce que tu veux apprendre chez eux, et ce que tu peux leur apporter.',
        'Le lecteur reçoit souvent des dizaines de lettres. Il repère vite celles qui sont copiées.',
        'Alors évite les phrases toutes faites comme « je suis motivé et dynamique ». Prouve-le par un fait.',
        'Exemple : « Chaque samedi, je tiens la caisse de la boulangerie de mon oncle. » En une phrase, on te voit au travail.',
        'Dernier conseil : relis-toi à voix haute. Une phrase trop longue t’essouffle ? Coupe-la en deux.',
      ],
    },
    {
      kind: 'letter',
      id: 'lettre',
      title: 'Ta lettre',
      say: 'Choisis une offre ou une formation que tu as gardée, puis rédige le brouillon et fais-le tien.',
      minLength: 900,
      maxLength: 3500,
      minNewWords: 20,
    },
    {
      kind: 'checklist',
      id: 'relecture',
      title: 'Ta relecture',
      say: 'Avant d’envoyer une lettre, on la relit toujours. Coche ce que tu as vérifié.',
      items: [
        { id: 'voix-haute', label: 'J’ai relu ma lettre à voix haute', required: true },
        { id: 'exemple', label: 'Ma lettre contient au moins un exemple vécu', required: true },
        {
          id: 'politesse',
          label: 'Elle commence par « Madame, Monsieur » et finit par une formule de politesse',
          required: true,
        },
        {
          id: 'relecteur',
          label: 'Une autre personne l’a relue (un parent, un prof, un ami)',
          required: false,
        },
      ],
    },
  ],
  success:
    'Bravo, ta lettre est prête ! Tu la retrouves dans « Mes lettres ». Garde-la comme modèle : pour la prochaine offre, tu changeras la partie « vous ».',
  evidence: 'steps',
  screen: 'player',
});
