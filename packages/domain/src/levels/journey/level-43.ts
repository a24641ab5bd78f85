import { defineLevel } from '../engine/level-definition';

// What ties an engagement to the student's orientation rather than to a pastime.
const PROJECT_WORDS = [
  'metier',
  'projet',
  'orientation',
  'etude',
  'formation',
  'competence',
  'apprend',
  'appris',
  'experience',
  'cv',
  'parcoursup',
  'dossier',
  'entretien',
  'teste',
  'tester',
  'decouvr',
  'confiance',
  'responsab',
  'devenir',
  'avenir',
  'plus tard',
  'stage',
  'savoir',
  'equipe',
];

// Words that place the first step in time.
const WHEN_WORDS = [
  'aujourd',
  'demain',
  'ce soir',
  'matin',
  'midi',
  'soir',
  'semaine',
  'week',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'jour',
  'mois',
  'vacances',
  'prochain',
  'prochaine',
  'apres',
  'avant',
];

/**
 * Level 43, « S’engager » (level_43): volunteering in an association, the Service civique, the
 * European Solidarity Corps and the short missions of the Réserve civique (JeVeuxAider.gouv.fr);
 * two real missions found near home, and the one the student chooses, tied to their project.
 * Ages are stable law; the allowance's amount is left to service-civique.gouv.fr.
 */
export const LEVEL_43 = defineLevel({
  level: 43,
  intro: [
    'Bienvenue au niveau 43 ! Aujourd’hui, on parle d’engagement.',
    'Donner un peu de ton temps pour une cause, c’est utile aux autres… et à toi : tu rencontres des gens, tu apprends, tu testes un métier.',
    'Tu vas découvrir les façons de t’engager, puis repérer une vraie mission près de chez toi.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'facons-de-s-engager',
      title: 'Les façons de t’engager',
      say: 'Il y a une forme d’engagement pour chaque âge et chaque emploi du temps. Voici les principales.',
      lines: [
        'Le bénévolat : tu donnes de ton temps à une association, sans salaire. Aide aux devoirs, club de sport, collecte alimentaire, refuge pour animaux…',
        'On peut être bénévole à tout âge. Avant 18 ans, certaines tâches te sont interdites, et l’association demande souvent l’accord de tes parents.',
        'Le Service civique : une mission d’intérêt général de 6 à 12 mois, dans une association, une mairie, un hôpital ou une école.',
        'Il est ouvert de 16 à 25 ans, et jusqu’à 30 ans pour les jeunes en situation de handicap. Aucun diplôme n’est demandé.',
        'Tu reçois une indemnité mensuelle, dont le montant est sur service-civique.gouv.fr. Avant 18 ans, il faut l’accord de tes parents.',
        'Le Corps européen de solidarité : une mission de volontariat dans un autre pays, surtout en Europe. Il s’adresse aux jeunes de 18 à 30 ans : les conditions sont sur le Portail européen de la jeunesse.',
        'La Réserve civique : des missions courtes, de quelques heures à quelques jours. Une collecte, une maraude, un chantier nature…',
        'Ses missions sont sur JeVeuxAider.gouv.fr. Dès 16 ans, avec l’accord écrit de tes parents. Lis bien les conditions de chaque mission.',
        'Tout cela compte : sur ton CV, dans ton dossier Parcoursup, et en entretien. Un engagement montre ce que tu sais faire, en vrai.',
      ],
    },
    {
      kind: 'quiz',
      id: 'quiz-engagement',
      title: 'Qui peut faire quoi ?',
      say: 'Vérifie que tu sais quelle porte ouvrir. Les explications sont là si tu te trompes.',
      passMark: 4,
      questions: [
        {
          id: 'benevole-mineur',
          text: 'Tu as 15 ans. Peux-tu être bénévole dans une association ?',
          options: [
            'Non, il faut attendre tes 18 ans.',
            'Oui, avec des limites, pour ta sécurité.',
            'Oui, mais seulement pendant les vacances.',
          ],
          answer: 1,
          explanation:
            'Il n’y a pas d’âge minimum pour être bénévole. Mais certaines tâches sont réservées aux majeurs, et l’association demande souvent l’accord de tes parents.',
        },
        {
          id: 'service-civique-age',
          text: 'Qui peut faire un Service civique ?',
          options: [
            'Les jeunes de 16 à 25 ans, et jusqu’à 30 ans en situation de handicap.',
            'Seulement les étudiants qui ont le bac.',
            'Tout le monde, à n’importe quel âge.',
            'Seulement les jeunes majeurs.',
          ],
          answer: 0,
          explanation:
            'Le Service civique est ouvert sans condition de diplôme. Avant 18 ans, il faut l’accord de tes parents. Les conditions à jour sont sur service-civique.gouv.fr.',
        },
        {
          id: 'indemnite',
          text: 'Pendant un Service civique, reçois-tu de l’argent ?',
          options: [
            'Non, c’est du bénévolat.',
            'Oui, un salaire, comme dans un emploi.',
            'Oui, une indemnité mensuelle, dont le montant est sur service-civique.gouv.fr.',
          ],
          answer: 2,
          explanation:
            'Tu as le statut de volontaire : ce n’est pas un salaire, mais une indemnité versée chaque mois. Son montant est publié sur service-civique.gouv.fr.',
        },
        {
          id: 'mission-courte',
          text: 'Tu veux aider un samedi, sans t’engager pour des mois. Où chercher ?',
          options: [
            'Dans le Corps européen de solidarité.',
            'Nulle part : un engagement dure au moins six mois.',
            'Dans une mission de Service civique.',
            'Sur JeVeuxAider.gouv.fr, la plateforme de la Réserve civique.',
          ],
          answer: 3,
          explanation:
            'La Réserve civique propose des missions ponctuelles : quelques heures ou quelques jours. Le Service civique, lui, dure plusieurs mois.',
        },
        {
          id: 'a-l-etranger',
          text: 'Tu as 19 ans et tu rêves d’aider dans un autre pays d’Europe. Que regardes-tu ?',
          options: [
            'La Réserve civique de ta ville.',
            'Le Corps européen de solidarité, sur le Portail européen de la jeunesse.',
            'Rien : il faut avoir fini tes études.',
          ],
          answer: 1,
          explanation:
            'Le Corps européen de solidarité propose des missions de volontariat dans toute l’Europe, et parfois plus loin. Le Service civique existe aussi à l’international : regarde les deux.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'passer-a-l-action',
      title: 'Passe à l’action',
      say: 'Maintenant, cherche pour de vrai. Coche chaque case quand c’est fait.',
      items: [
        {
          id: 'deux-missions',
          label:
            'J’ai trouvé deux missions près de chez moi, sur service-civique.gouv.fr ou jeveuxaider.gouv.fr',
          required: true,
        },
        {
          id: 'conditions',
          label: 'J’ai lu les conditions de ces missions : l’âge, les horaires, le lieu',
          required: true,
        },
        {
          id: 'adulte',
          label: 'J’en ai parlé à un adulte de confiance : un parent, un prof, un CPE',
          required: true,
        },
        {
          id: 'association',
          label: 'J’ai demandé à une association que je connais si elle cherche des bénévoles',
          required: false,
        },
        {
          id: 'candidature',
          label: 'J’ai envoyé un message ou une candidature pour une mission',
          required: false,
        },
      ],
    },
    {
      kind: 'text',
      id: 'ton-engagement',
      title: 'Ton engagement',
      say: 'Choisis la mission ou l’association qui te tente le plus, et dis ce qu’elle t’apporterait.',
      fields: [
        {
          id: 'mission',
          label: 'La mission ou l’association choisie',
          hint: 'Son nom et le lieu. Par exemple : « l’épicerie solidaire de mon quartier » ou « une mission de Service civique d’aide aux devoirs à Lille ».',
          minLength: 8,
          maxLength: 200,
        },
        {
          id: 'role',
          label: 'Ce que tu y ferais',
          hint: 'Des actions concrètes, avec des verbes. Par exemple : « Trier les dons le samedi matin et accueillir les familles. »',
          minLength: 30,
          maxLength: 500,
          multiline: true,
        },
        {
          id: 'apport',
          label: 'Ce que ça apporte à ton projet',
          hint: 'Une compétence, un métier à tester, une ligne pour ton CV. Par exemple : « Je veux devenir éducatrice : je verrai si j’aime accompagner des enfants. »',
          minLength: 40,
          maxLength: 500,
          multiline: true,
          mustMention: [
            {
              anyOf: PROJECT_WORDS,
              message:
                'Relie cet engagement à ton projet : un métier à tester, une compétence à gagner, une expérience pour ton CV ou ton dossier Parcoursup.',
            },
          ],
        },
        {
          id: 'premier-pas',
          label: 'Ton premier pas, et quand',
          hint: 'Une action et un moment. Par exemple : « J’écris à l’association mercredi » ou « je postule à la mission ce week-end ».',
          minLength: 15,
          maxLength: 200,
          mustMention: [
            {
              anyOf: WHEN_WORDS,
              message:
                'Dis quand tu fais ton premier pas. Par exemple : « mercredi », « ce week-end » ou « la semaine prochaine ».',
            },
          ],
        },
      ],
    },
  ],
  success:
    'Bravo, tu as trouvé où t’engager ! Fais ton premier pas au moment prévu : une mission commence souvent par un simple message.',
  evidence: 'steps',
  screen: 'player',
});
