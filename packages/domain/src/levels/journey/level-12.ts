import { defineLevel } from '../engine/level-definition';

/**
 * ROME 4.0 code_ogr of each savoir-être of level 12. The eight are the savoir-être the ROME v460
 * job sheets ask for most often (count of the 1 584 fiches listing each one, in brackets).
 * The dimension labels are the ROME libellés verbatim, straight apostrophes included, so the
 * API can compare a student's scores with the savoir-être a job asks for.
 */
export const LEVEL_12_ROME_SAVOIR_ETRE: Record<string, string> = {
  rigueur: '300490', // Faire preuve de rigueur et de précision (1 070)
  organisation: '300483', // Organiser son travail selon les priorités et les objectifs (801)
  'esprit-equipe': '300465', // Avoir l'esprit d'équipe (794)
  autonomie: '300460', // Faire preuve d'autonomie (478)
  'force-de-proposition': '300467', // Etre force de proposition (395)
  leadership: '300489', // Faire preuve de leadership (299)
  ecoute: '300412', // Etre à l'écoute, faire preuve d'empathie (277)
  reactivite: '300473', // Faire preuve de réactivité (266)
};

/** Level 12, « Tes savoir-être » (soft_skills_assessment): our own self-assessment of eight ROME savoir-être. */
export const LEVEL_12 = defineLevel({
  level: 12,
  intro: [
    'Bienvenue au niveau 12 ! Aujourd’hui, on parle de tes qualités humaines.',
    'Tu vas noter 24 affirmations, puis raconter un souvenir où l’une de tes qualités a brillé.',
    'Il n’y a ni bonne ni mauvaise réponse : réponds comme tu es, pas comme tu voudrais être.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'savoir-etre',
      title: 'C’est quoi, un savoir-être ?',
      say: 'Avant le test, voyons ce qu’on appelle un savoir-être.',
      lines: [
        'Un savoir-être, c’est ta façon d’agir avec les autres ou face à une tâche.',
        'Ce n’est pas une matière scolaire. Ça se voit dans ce que tu fais chaque jour.',
        'Les employeurs les demandent autant que les savoir-faire, c’est-à-dire les gestes du métier.',
        'Exemple : l’esprit d’équipe. Tu aides une camarade qui bloque sur un exercice de groupe.',
        'Autre exemple : l’autonomie. Tu te mets à tes devoirs sans qu’on te le rappelle.',
        'Les qualités de ce test viennent du ROME, la liste officielle des métiers tenue par France Travail.',
        'Nous avons gardé les 8 savoir-être que les fiches métiers demandent le plus souvent.',
        'Tout savoir-être se travaille. Ton résultat montre où tu en es aujourd’hui, pas ce que tu vaux.',
      ],
    },
    {
      kind: 'scale',
      id: 'auto-evaluation',
      title: 'Ton auto-évaluation',
      say: 'Pour chaque phrase, dis si elle te ressemble. Pense à ce que tu fais vraiment, au quotidien.',
      dimensions: [
        {
          id: 'rigueur',
          label: 'Faire preuve de rigueur et de précision',
          portrait:
            'Tu soignes les détails : tu relis, tu vérifies, tu suis les consignes de près. C’est précieux dans les métiers où une petite erreur compte, comme en santé, en comptabilité ou en mécanique.',
        },
        {
          id: 'organisation',
          label: 'Organiser son travail selon les priorités et les objectifs',
          portrait:
            'Tu sais ce qui doit passer en premier, puis tu planifies avant de te lancer. Cette qualité t’aide à mener plusieurs projets à la fois sans course de dernière minute.',
        },
        {
          id: 'esprit-equipe',
          label: "Avoir l'esprit d'équipe",
          portrait:
            'Tu penses à la réussite du groupe autant qu’à la tienne. Tu donnes un coup de main quand ça coince, ce qui rend le travail plus agréable pour tout le monde.',
        },
        {
          id: 'autonomie',
          label: "Faire preuve d'autonomie",
          portrait:
            'Tu avances sans attendre qu’on te guide à chaque étape : tu cherches, tu essaies, puis tu demandes si besoin. Les employeurs aiment pouvoir confier une tâche à une personne comme toi.',
        },
        {
          id: 'force-de-proposition',
          label: 'Etre force de proposition',
          portrait:
            'Tu partages tes idées pour améliorer ce qui ne marche pas. Tu fais avancer un groupe en proposant des solutions plutôt qu’en attendant qu’elles arrivent.',
        },
        {
          id: 'leadership',
          label: 'Faire preuve de leadership',
          portrait:
            'Tu sais entraîner les autres vers un but commun. Quand un groupe piétine, tu aides chacun à trouver sa place pour repartir.',
        },
        {
          id: 'ecoute',
          label: "Etre à l'écoute, faire preuve d'empathie",
          portrait:
            'Tu prends le temps de comprendre ce que vivent les autres. Ton écoute met les gens en confiance, en classe comme dans les métiers du soin, de la vente ou de l’accueil.',
        },
        {
          id: 'reactivite',
          label: 'Faire preuve de réactivité',
          portrait:
            'Face à un imprévu, tu trouves vite quoi faire. Tu sais changer de plan sans perdre tes moyens, ce qui rassure les personnes autour de toi.',
        },
      ],
      items: [
        {
          id: 'rigueur-1',
          dimension: 'rigueur',
          text: 'Avant de rendre un devoir, je relis chaque réponse pour repérer mes erreurs.',
        },
        {
          id: 'organisation-1',
          dimension: 'organisation',
          text: 'Quand j’ai plusieurs devoirs, je commence par celui qui est à rendre en premier.',
        },
        {
          id: 'esprit-equipe-1',
          dimension: 'esprit-equipe',
          text: 'Quand un exposé de groupe prend du retard, je propose de reprendre une partie du travail.',
        },
        {
          id: 'autonomie-1',
          dimension: 'autonomie',
          text: 'Quand je bloque sur un exercice, je cherche d’abord la solution dans mon cours.',
        },
        {
          id: 'force-de-proposition-1',
          dimension: 'force-de-proposition',
          text: 'Quand quelque chose ne marche pas bien en classe, je propose une idée pour l’améliorer.',
        },
        {
          id: 'leadership-1',
          dimension: 'leadership',
          text: 'Quand mon groupe n’avance plus, je répartis les tâches pour relancer tout le monde.',
        },
        {
          id: 'ecoute-1',
          dimension: 'ecoute',
          text: 'Quand quelqu’un me confie un souci, je l’écoute jusqu’au bout avant de donner mon avis.',
        },
        {
          id: 'reactivite-1',
          dimension: 'reactivite',
          text: 'Si une personne de mon groupe est absente le jour de l’exposé, je reprends vite sa partie.',
        },
        {
          id: 'rigueur-2',
          dimension: 'rigueur',
          text: 'Quand je recopie un exercice du tableau, je vérifie que je n’ai oublié aucun chiffre.',
        },
        {
          id: 'organisation-2',
          dimension: 'organisation',
          text: 'Je révise mes contrôles la veille au soir, au dernier moment.',
          reversed: true,
        },
        {
          id: 'esprit-equipe-2',
          dimension: 'esprit-equipe',
          text: 'Dans un sport ou un jeu d’équipe, je fais passer la victoire du groupe avant mes propres points.',
        },
        {
          id: 'autonomie-2',
          dimension: 'autonomie',
          text: 'J’attends qu’un adulte me rappelle mes devoirs pour m’y mettre.',
          reversed: true,
        },
        {
          id: 'force-de-proposition-2',
          dimension: 'force-de-proposition',
          text: 'Quand mes amis ne savent pas quoi faire, c’est souvent moi qui lance une idée.',
        },
        {
          id: 'leadership-2',
          dimension: 'leadership',
          text: 'Dans un projet de groupe, je préfère qu’une autre personne prenne les décisions.',
          reversed: true,
        },
        {
          id: 'ecoute-2',
          dimension: 'ecoute',
          text: 'Je remarque vite quand une personne de ma classe a l’air triste.',
        },
        {
          id: 'reactivite-2',
          dimension: 'reactivite',
          text: 'Quand la date d’un contrôle est avancée, je mets plusieurs jours à réorganiser mes révisions.',
          reversed: true,
        },
        {
          id: 'rigueur-3',
          dimension: 'rigueur',
          text: 'Quand une consigne est longue, je commence l’exercice sans la lire jusqu’au bout.',
          reversed: true,
        },
        {
          id: 'organisation-3',
          dimension: 'organisation',
          text: 'Il m’arrive d’oublier un devoir parce que je ne l’ai noté nulle part.',
          reversed: true,
        },
        {
          id: 'esprit-equipe-3',
          dimension: 'esprit-equipe',
          text: 'En travail de groupe, je fais ma partie sans m’occuper de celle des autres.',
          reversed: true,
        },
        {
          id: 'autonomie-3',
          dimension: 'autonomie',
          text: 'Quand je dois appeler pour prendre un rendez-vous, je demande à quelqu’un de le faire pour moi.',
          reversed: true,
        },
        {
          id: 'force-de-proposition-3',
          dimension: 'force-de-proposition',
          text: 'Pendant un travail de groupe, je garde mes idées pour moi, même quand j’en ai.',
          reversed: true,
        },
        {
          id: 'leadership-3',
          dimension: 'leadership',
          text: 'Quand mon équipe se décourage, j’attends qu’une autre personne remotive le groupe.',
          reversed: true,
        },
        {
          id: 'ecoute-3',
          dimension: 'ecoute',
          text: 'Dans un débat en classe, je coupe la parole quand je ne suis pas d’accord.',
          reversed: true,
        },
        {
          id: 'reactivite-3',
          dimension: 'reactivite',
          text: 'Quand mon bus ne passe pas, j’attends longtemps avant de chercher un autre trajet.',
          reversed: true,
        },
      ],
    },
    {
      kind: 'text',
      id: 'exemple',
      title: 'Ta preuve',
      say: 'Une qualité se prouve avec un exemple. Choisis celle qui est arrivée en tête, ou une autre qui te parle.',
      fields: [
        {
          id: 'preuve',
          label: 'Raconte un moment où tu as montré ta qualité la plus forte',
          hint: 'Dis où tu étais, ce que tu as fait, puis ce que ça a donné. Un moment du quotidien suffit.',
          minLength: 80,
          maxLength: 1000,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, tu as fait le point sur tes savoir-être ! Garde ton exemple : il te servira pour ton CV, ta lettre de motivation ou un entretien.',
  evidence: 'steps',
  screen: 'player',
});
