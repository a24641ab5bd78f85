import { defineLevel } from '../engine/level-definition';

// What ties a destination to the student's plans rather than to the holidays.
const PROJECT_WORDS = [
  'langue',
  'anglais',
  'espagnol',
  'allemand',
  'italien',
  'portugais',
  'chinois',
  'japonais',
  'arabe',
  'coreen',
  'russe',
  'neerlandais',
  'metier',
  'formation',
  'etude',
  'etudier',
  'projet',
  'travail',
  'carriere',
  'diplome',
  'stage',
  'competence',
  'professionnel',
  'cours',
  'universite',
  'ecole',
  'specialit',
  'licence',
  'master',
  'bts',
  'bachelor',
];

/**
 * Level 44, « Étudier à l’étranger » (level_44): the ways to go (language stays, Erasmus+,
 * exchanges, a whole degree, volunteering), the steps to check early, and the student's own
 * destination with a first step. No amount nor deadline is given: the official sources are named.
 */
export const LEVEL_44 = defineLevel({
  level: 44,
  intro: [
    'Bienvenue au niveau 44 ! Aujourd’hui, on regarde au-delà des frontières.',
    'Étudier dans un autre pays, c’est possible à plusieurs moments : au lycée, pendant tes études, ou pour tout un diplôme.',
    'Tu vas découvrir les façons de partir, les démarches, puis choisir ta destination.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'facons-de-partir',
      title: 'Les façons de partir',
      say: 'Il n’y a pas une seule façon de partir. Voici les principales, de la plus courte à la plus longue.',
      lines: [
        'Le séjour linguistique : quelques semaines pour progresser dans une langue, souvent pendant les vacances.',
        'Le volontariat : le Corps européen de solidarité ou un service civique à l’international te font partir pour une mission utile.',
        'Erasmus+ : pendant tes études supérieures, tu passes un semestre ou une année dans un établissement partenaire, surtout en Europe.',
        'Tes cours là-bas comptent pour ton diplôme. Et l’établissement d’accueil ne te demande pas de frais d’inscription.',
        'Une bourse Erasmus+ peut t’aider. Son montant dépend du pays où tu pars.',
        'Erasmus+ existe aussi en lycée professionnel et en apprentissage, pour un stage à l’étranger. Demande à ton lycée ou à ton CFA.',
        'Les échanges de ta fac ou de ton école : beaucoup ont des accords avec des universités du monde entier.',
        'Tout un diplôme à l’étranger : tu candidates directement là-bas.',
        'Les frais changent beaucoup d’un pays à l’autre. Et le diplôme n’est pas toujours reconnu tel quel en France.',
        'Pour les montants et les dates, une seule règle : les sources officielles.',
        'Regarde le site de l’Agence Erasmus+ France, et demande au service des relations internationales de ton établissement.',
      ],
    },
    {
      kind: 'quiz',
      id: 'quiz-etranger',
      title: 'Partir, mode d’emploi',
      say: 'Quelques questions pour vérifier que tu as les bons réflexes.',
      passMark: 4,
      questions: [
        {
          id: 'erasmus-quand',
          text: 'Avec Erasmus+, quand peux-tu partir étudier dans une université étrangère ?',
          options: [
            'Seulement après un master.',
            'Seulement pendant les vacances d’été.',
            'Seulement si tu parles déjà la langue couramment.',
            'Pendant tes études supérieures, pour un semestre ou une année.',
          ],
          answer: 3,
          explanation:
            'Les échanges d’études Erasmus+ se font pendant les études supérieures, dans un établissement partenaire du tien. Le service des relations internationales te dit à partir de quelle année c’est possible.',
        },
        {
          id: 'frais',
          text: 'Pendant un échange Erasmus+, où paies-tu tes frais d’inscription ?',
          options: [
            'Dans les deux établissements.',
            'Dans ton établissement d’origine seulement.',
            'Dans l’université d’accueil seulement.',
            'Nulle part, et en plus tu reçois un salaire.',
          ],
          answer: 1,
          explanation:
            'Tu restes inscrit ou inscrite chez toi, et l’établissement d’accueil ne te demande pas de frais d’inscription. Le logement et la vie sur place restent à ta charge : la bourse Erasmus+ aide à les payer.',
        },
        {
          id: 'carte-sante',
          text: 'À quoi sert la carte européenne d’assurance maladie ?',
          options: [
            'À te faire soigner dans un autre pays européen, comme les gens qui y vivent.',
            'À te faire soigner gratuitement partout dans le monde.',
            'À voyager sans passeport hors d’Europe.',
            'À payer moins cher ton billet de train.',
          ],
          answer: 0,
          explanation:
            'Tu la demandes gratuitement sur ton compte Ameli, avant de partir. Elle ne marche qu’en Europe : ailleurs, il te faut une assurance santé à part. La liste des pays est sur ameli.fr.',
        },
        {
          id: 'quand-commencer',
          text: 'Tu veux partir en échange l’an prochain. Quand commences-tu les démarches ?',
          options: [
            'La semaine du départ.',
            'Une fois sur place.',
            'Tout de suite : les dossiers se déposent souvent près d’un an avant le départ.',
            'Juste après les examens de fin d’année.',
          ],
          answer: 2,
          explanation:
            'Entre le dossier, le choix des cours, le logement et les papiers, il faut du temps. Les dates exactes sont fixées par ton établissement : demande-les au service des relations internationales.',
        },
        {
          id: 'diplome-entier',
          text: 'Tu veux faire tout ton diplôme à l’étranger. Que vérifies-tu d’abord ?',
          options: [
            'Que tes amis y partent aussi.',
            'Ce que coûtent les études, et si le diplôme sera reconnu en France.',
            'Que l’université est la plus connue du pays.',
            'Rien : tous les diplômes sont reconnus partout.',
          ],
          answer: 1,
          explanation:
            'Hors échange, tu paies les frais du pays, parfois très élevés. Et un diplôme étranger n’est pas toujours reconnu tel quel : le centre ENIC-NARIC France compare les diplômes étrangers aux diplômes français.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'demarches',
      title: 'Tes premières démarches',
      say: 'Même si ton départ est loin, certaines vérifications se font dès aujourd’hui. Coche ce que tu as fait.',
      items: [
        {
          id: 'niveau-langue',
          label: 'J’ai estimé mon niveau dans la langue du pays, avec un test ou l’avis de mon prof',
          required: true,
        },
        {
          id: 'papiers',
          label: 'J’ai vérifié jusqu’à quand ma carte d’identité ou mon passeport est valable',
          required: true,
        },
        {
          id: 'assurance-sante',
          label:
            'Je sais où demander la carte européenne d’assurance maladie, et qu’elle ne vaut qu’en Europe',
          required: true,
        },
        {
          id: 'calendrier',
          label: 'J’ai noté de commencer mes démarches environ un an avant le départ',
          required: true,
        },
        {
          id: 'budget',
          label: 'J’ai listé les grandes dépenses : voyage, logement, vie sur place, assurance',
          required: false,
        },
        {
          id: 'visa',
          label: 'J’ai regardé si le pays demande un visa, sur le site France Diplomatie',
          required: false,
        },
        {
          id: 'contact',
          label:
            'J’ai trouvé qui peut m’aider : mon lycée, ou le service des relations internationales de ma future école',
          required: false,
        },
        {
          id: 'aides',
          label:
            'J’ai cherché les aides au départ : bourse Erasmus+, aides de ma région ou de mon établissement',
          required: false,
        },
      ],
    },
    {
      kind: 'text',
      id: 'ta-destination',
      title: 'Ta destination',
      say: 'Alors, où partirais-tu ? Choisis un pays et une façon d’y aller, et dis pourquoi.',
      fields: [
        {
          id: 'pays',
          label: 'Le pays ou la ville qui t’attire',
          hint: 'Par exemple : « l’Irlande », « Montréal » ou « Valence, en Espagne ».',
          minLength: 4,
          maxLength: 100,
        },
        {
          id: 'programme',
          label: 'Ta façon de partir',
          hint: 'Erasmus+, un échange de ta fac, un diplôme complet là-bas, un séjour linguistique, du volontariat…',
          minLength: 8,
          maxLength: 200,
        },
        {
          id: 'pourquoi',
          label: 'Pourquoi ce choix',
          hint: 'Relie-le à ton projet : une langue à travailler, un métier, une formation réputée là-bas.',
          minLength: 60,
          maxLength: 600,
          multiline: true,
          mustMention: [
            {
              anyOf: PROJECT_WORDS,
              message:
                'Relie ton choix à ton projet : une langue, un métier, une formation. Par exemple : « Je veux devenir guide, alors je dois parler espagnol couramment. »',
            },
          ],
        },
        {
          id: 'premiere-demarche',
          label: 'Ta première démarche',
          hint: 'Ce que tu feras ce mois-ci. Par exemple : « Demander mon niveau à ma prof d’anglais » ou « Lire la page Erasmus+ de la fac qui m’attire ».',
          minLength: 30,
          maxLength: 300,
          multiline: true,
        },
      ],
    },
  ],
  success:
    'Bravo, ton projet de départ a une destination ! Fais ta première démarche ce mois-ci : un départ se prépare longtemps à l’avance.',
  evidence: 'steps',
  screen: 'player',
});
