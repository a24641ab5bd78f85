import { defineLevel } from '../engine/level-definition';

/**
 * Level 14, « Test de leadership » (leadership_test): our own short test of four ways to lead a
 * group. Each style has four items, two of them reversed.
 */
export const LEVEL_14 = defineLevel({
  level: 14,
  intro: [
    'Bienvenue au niveau 14 ! On parle de leadership.',
    'Le leadership, c’est la capacité à entraîner un groupe vers un but commun.',
    'Il n’y a ni bonne ni mauvaise réponse : chaque style a sa place dans une équipe.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'styles',
      title: 'Plusieurs façons de mener un groupe',
      say: 'Mener un groupe, ce n’est pas forcément donner des ordres.',
      lines: [
        'Certaines personnes organisent. D’autres écoutent, motivent ou apportent des idées.',
        'Aucun style n’est meilleur qu’un autre. Une équipe a besoin de chacun d’eux.',
        'Tu vas lire 16 affirmations sur des moments de groupe : en classe, au sport, entre amis ou en famille.',
        'Réponds selon ce que tu fais vraiment, pas selon ce que tu aimerais faire.',
        'À la fin, tu verras tes styles, du plus marqué au moins marqué.',
        'Tout le monde peut mener un groupe à sa façon. Le but est de connaître la tienne.',
      ],
    },
    {
      kind: 'scale',
      id: 'test-leadership',
      title: 'Ton style de leadership',
      say: 'Pour chaque phrase, dis si elle te ressemble. Pense à des moments réels, pas à un idéal.',
      dimensions: [
        {
          id: 'organisation',
          label: 'Organisation',
          portrait:
            'Tu donnes un cadre au groupe : chacun sait quoi faire, et pour quand. Grâce à toi, le travail avance sans course de dernière minute. À surveiller : laisse un peu de place aux imprévus comme aux idées des autres.',
        },
        {
          id: 'ecoute',
          label: 'Écoute du groupe',
          portrait:
            'Tu fais en sorte que chaque personne trouve sa place. Avec toi, le groupe reste uni, même quand les avis divergent. À surveiller : ose trancher quand il faut décider.',
        },
        {
          id: 'elan',
          label: 'Élan',
          portrait:
            'Tu donnes de l’énergie au groupe quand elle manque. Ton enthousiasme aide les autres à tenir jusqu’au bout. À surveiller : vérifie que tout le monde suit ton rythme.',
        },
        {
          id: 'idees',
          label: 'Idées nouvelles',
          portrait:
            'Tu ouvres des pistes auxquelles personne n’avait pensé. Tu aides le groupe à voir plus loin que la prochaine étape. À surveiller : explique tes idées pas à pas, pour que les autres puissent te suivre.',
        },
      ],
      items: [
        {
          id: 'organisation-1',
          dimension: 'organisation',
          text: 'Au début d’un exposé de groupe, je propose un planning avec des dates.',
        },
        {
          id: 'ecoute-1',
          dimension: 'ecoute',
          text: 'Pendant un travail de groupe, je demande l’avis des personnes qui parlent peu.',
        },
        {
          id: 'elan-1',
          dimension: 'elan',
          text: 'Quand mon équipe est menée au score, j’encourage les autres à y croire encore.',
        },
        {
          id: 'idees-1',
          dimension: 'idees',
          text: 'Quand ma classe prépare un événement, je propose une idée que personne n’a encore eue.',
        },
        {
          id: 'organisation-2',
          dimension: 'organisation',
          text: 'Dans un projet de groupe, je laisse les choses se faire sans fixer d’étapes.',
          reversed: true,
        },
        {
          id: 'ecoute-2',
          dimension: 'ecoute',
          text: 'Quand le groupe discute, je tranche sans attendre que tout le monde ait parlé.',
          reversed: true,
        },
        {
          id: 'elan-2',
          dimension: 'elan',
          text: 'Quand un projet de groupe devient ennuyeux, je trouve un moyen de relancer l’envie.',
        },
        {
          id: 'idees-2',
          dimension: 'idees',
          text: 'Quand une méthode marche déjà, je ne cherche pas à en essayer une autre.',
          reversed: true,
        },
        {
          id: 'organisation-3',
          dimension: 'organisation',
          text: 'Avant une sortie entre amis, je vérifie que chacun sait ce qu’il doit apporter.',
        },
        {
          id: 'ecoute-3',
          dimension: 'ecoute',
          text: 'Quand deux personnes de mon équipe se disputent, j’aide chacune à comprendre l’autre.',
        },
        {
          id: 'elan-3',
          dimension: 'elan',
          text: 'Quand le groupe est fatigué, j’attends que quelqu’un d’autre remotive tout le monde.',
          reversed: true,
        },
        {
          id: 'idees-3',
          dimension: 'idees',
          text: 'Au début d’un projet, je décris au groupe le résultat final que j’imagine.',
        },
        {
          id: 'organisation-4',
          dimension: 'organisation',
          text: 'Quand ma famille prépare une fête, je préfère qu’une autre personne répartisse les tâches.',
          reversed: true,
        },
        {
          id: 'ecoute-4',
          dimension: 'ecoute',
          text: 'Quand une nouvelle personne arrive dans ma classe, je laisse les autres l’accueillir.',
          reversed: true,
        },
        {
          id: 'elan-4',
          dimension: 'elan',
          text: 'Dans une équipe, je préfère suivre le rythme des autres plutôt que de le donner.',
          reversed: true,
        },
        {
          id: 'idees-4',
          dimension: 'idees',
          text: 'Pour un week-end en famille, je propose de refaire ce qu’on fait d’habitude.',
          reversed: true,
        },
      ],
    },
    {
      kind: 'text',
      id: 'equipe',
      title: 'Ton style en action',
      say: 'Un style se révèle quand on s’en sert. Prévois comment tu vas utiliser le tien.',
      fields: [
        {
          id: 'usage',
          label: 'Dans ton prochain travail de groupe, comment vas-tu t’appuyer sur ton style ?',
          hint: 'Cite ton style le plus marqué, puis une action précise que tu feras. Par exemple : « Je proposerai un planning dès la première séance. »',
          minLength: 60,
          maxLength: 800,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, tu connais mieux ta façon de mener un groupe ! Essaie-la dès ton prochain projet en équipe.',
  evidence: 'steps',
  screen: 'player',
});
