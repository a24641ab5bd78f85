import { defineLevel } from '../engine/level-definition';

// Where the money of a gap year comes from.
const MONEY_WORDS = [
  'salaire',
  'paye',
  'paie',
  'indemnit',
  'econom',
  'epargne',
  'argent',
  'budget',
  'financ',
  'aide',
  'bourse',
  'job',
  'travail',
  'boulot',
  'parent',
  'famille',
  'gagn',
  'remuner',
  'euro',
  'loge',
  'nourri',
  'gratuit',
  'pret',
];

// What the year taught: the heart of the answer to a jury or a recruiter.
const LEARNING_WORDS = [
  'appris',
  'apprendre',
  'apprend',
  'compris',
  'decouvert',
  'decouvrir',
  'developpe',
  'progresse',
  'acquis',
  'competence',
  'autonom',
  'confiance',
  'maitris',
  'montre',
  'prouve',
  'aide a',
  'renforce',
];

/**
 * Level 42, « Année de césure » (level_42): the rules of a césure in higher education (asked
 * to one's establishment, one semester to one academic year, the place kept), ideas of what to
 * do, and the student's own plan, down to the way they would tell it in an interview.
 */
export const LEVEL_42 = defineLevel({
  level: 42,
  intro: [
    'Bienvenue au niveau 42 ! Aujourd’hui, on parle de l’année de césure.',
    'Une césure, c’est une pause dans tes études pour vivre autre chose : travailler, t’engager, voyager, mener un projet.',
    'Tu vas découvrir les règles, puis imaginer ta césure à toi, même si tu ne la fais jamais.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'regles',
      title: 'La césure, comment ça marche',
      say: 'La césure existe dans l’enseignement supérieur. Ses règles sont claires, et elles te protègent.',
      lines: [
        'Pendant une césure, tu mets tes cours en pause, mais tu restes inscrit ou inscrite dans ton établissement.',
        'C’est toi qui la demandes, à ton établissement : ta fac ou ton école. Personne ne peut te l’imposer.',
        'Elle dure au moins un semestre, et au plus une année universitaire.',
        'L’établissement étudie ton projet, puis accepte ou refuse. Chacun fixe ses critères : lis-les sur son site.',
        'Si c’est oui, vous signez un accord. Il dit ce que tu vas faire, et comment tu reprends tes études.',
        'Ta place est gardée : au retour, tu reprends ta formation là où tu l’avais laissée.',
        'Juste après le bac, c’est possible aussi : tu acceptes une formation sur Parcoursup, puis tu fais ta demande à l’établissement.',
        'Attention : une césure ne remplace pas un stage obligatoire de ta formation. Et ce n’est pas une année à ne rien faire.',
        'Ces règles valent dans le public. Dans une école privée, elles peuvent être différentes : lis celles de ton établissement sur son site.',
        'Tu as une bourse ? Demande au service de la scolarité ce qu’elle devient pendant ta césure.',
        'Le site etudiant.gouv.fr répond aussi à beaucoup de questions.',
      ],
    },
    {
      kind: 'quiz',
      id: 'quiz-cesure',
      title: 'Les règles de la césure',
      say: 'Vérifie que tu as retenu l’essentiel. Si tu te trompes, les explications sont là pour ça.',
      passMark: 4,
      questions: [
        {
          id: 'a-qui',
          text: 'Quand tu es étudiant ou étudiante, à qui demandes-tu une césure ?',
          options: [
            'Au Crous.',
            'À ta mairie.',
            'À ton établissement : ta fac ou ton école.',
            'À ton futur employeur.',
          ],
          answer: 2,
          explanation:
            'La demande se fait auprès de ton établissement, souvent avec une lettre qui présente ton projet. C’est lui qui accepte ou refuse, selon ses critères.',
        },
        {
          id: 'duree',
          text: 'Combien de temps peut durer une césure ?',
          options: [
            'Entre un semestre et une année universitaire.',
            'Quelques jours, quand tu veux.',
            'Autant d’années que tu veux.',
            'Exactement deux ans.',
          ],
          answer: 0,
          explanation:
            'Une césure commence en même temps qu’un semestre. Elle dure un semestre au moins, une année universitaire au plus. Le site etudiant.gouv.fr présente les règles officielles.',
        },
        {
          id: 'ta-place',
          text: 'Pendant ta césure, que devient ta place dans ta formation ?',
          options: [
            'Elle est perdue : il faudra repasser par Parcoursup.',
            'Elle est donnée à quelqu’un d’autre.',
            'Elle est gardée quelques semaines, puis perdue.',
            'Elle est gardée : l’accord signé prévoit ton retour.',
          ],
          answer: 3,
          explanation:
            'C’est toute la différence avec un simple arrêt des études. Tu restes inscrit ou inscrite, et l’accord signé avec l’établissement organise ta reprise.',
        },
        {
          id: 'stage-obligatoire',
          text: 'Ta formation prévoit un stage obligatoire. Ta césure peut-elle le remplacer ?',
          options: [
            'Oui, si elle dure une année entière.',
            'Non : la césure s’ajoute à ta formation, elle ne remplace rien.',
            'Oui, toujours.',
          ],
          answer: 1,
          explanation:
            'Les textes officiels le précisent : une césure ne remplace ni un stage obligatoire, ni un projet de fin d’études, ni les cours en langue étrangère prévus par ta formation.',
        },
        {
          id: 'vrai-projet',
          text: 'Laquelle de ces idées ressemble à un vrai projet de césure ?',
          options: [
            'Rester chez toi en attendant la rentrée suivante.',
            'Partir sans prévenir ton établissement.',
            'Une mission de service civique dans une association d’aide aux devoirs.',
          ],
          answer: 2,
          explanation:
            'Une césure est un projet : travailler, t’engager, te former autrement, créer, partir à l’étranger avec un but. Ton établissement dit quels projets il accepte.',
        },
      ],
    },
    {
      kind: 'dialogue',
      id: 'idees',
      title: 'Que faire d’une césure ?',
      say: 'Une césure réussie a un but. Voici des pistes, à adapter à ton projet.',
      lines: [
        'Travailler : un emploi, un job saisonnier, ou un stage dans un métier qui t’attire.',
        'T’engager : du bénévolat dans une association, ou une mission de service civique, indemnisée, en France ou à l’étranger.',
        'Voyager avec un projet : certains pays proposent aux jeunes un visa vacances-travail, pour travailler sur place pendant le séjour.',
        'Te former autrement : apprendre une langue, suivre une formation dans un tout autre domaine.',
        'Créer : lancer une association, une petite activité, un projet artistique ou sportif.',
        'Dans tous les cas, pense à l’argent : un salaire, une indemnité, tes économies ? Une césure se prépare plusieurs mois à l’avance.',
        'Et pense déjà à ton histoire : au retour, un jury ou un recruteur te demandera ce que tu en as tiré.',
      ],
    },
    {
      kind: 'text',
      id: 'ton-projet',
      title: 'Ta césure en projet',
      say: 'Imagine ta césure. Rien ne t’oblige à la faire : le but est de voir si l’idée tient debout.',
      fields: [
        {
          id: 'quoi',
          label: 'Ce que tu ferais',
          hint: 'Donne un exemple précis : « une mission de service civique dans un club de sport » plutôt que « aider les gens ».',
          minLength: 30,
          maxLength: 400,
          multiline: true,
        },
        {
          id: 'ou-quand',
          label: 'Où, et à quel moment de tes études',
          hint: 'La ville ou le pays, et le moment : juste après le bac, après ta première année…',
          minLength: 15,
          maxLength: 300,
        },
        {
          id: 'argent',
          label: 'Comment tu la finances',
          hint: 'Un salaire, une indemnité, tes économies, l’aide de ta famille… Pas besoin de chiffres ici.',
          minLength: 20,
          maxLength: 400,
          multiline: true,
          mustMention: [
            {
              anyOf: MONEY_WORDS,
              message:
                'Dis d’où viendra l’argent : un salaire, une indemnité de service civique, tes économies, l’aide de ta famille…',
            },
          ],
        },
        {
          id: 'apport',
          label: 'Ce qu’elle t’apporterait',
          hint: 'Une compétence, une langue, une idée plus claire de ton métier… Relie-la à ton projet d’études.',
          minLength: 30,
          maxLength: 400,
          multiline: true,
        },
        {
          id: 'entretien',
          label: 'Comment tu la raconterais en entretien',
          hint: 'Trois phrases pour un jury ou un recruteur : ce que tu as fait, ce que tu as appris, en quoi ça sert ton projet.',
          minLength: 80,
          maxLength: 600,
          multiline: true,
          mustMention: [
            {
              anyOf: LEARNING_WORDS,
              message:
                'Dis ce que tu as appris, en une phrase. Par exemple : « J’y ai appris à… » ou « Ça m’a montré que… ».',
            },
          ],
        },
      ],
    },
  ],
  success:
    'Bravo, ta césure a pris forme ! Si l’idée te plaît, parles-en à ton futur établissement : c’est lui qui dit oui.',
  evidence: 'steps',
  screen: 'player',
});
