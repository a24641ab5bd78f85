import { PARCOURSUP_MAX_WISHES, PROJET_MOTIVE_MAX_LENGTH } from '../../facts/parcoursup';
import { formatNumber, formatPercent } from '../../format/typography';
import { defineLevel } from '../engine/level-definition';
import { ACCESS_THRESHOLDS } from '../engine/voeux-check';
import { PITCH_DURATION_SECONDS } from '../level3-pitch';

const wishes = PARCOURSUP_MAX_WISHES.value;
const projetLength = formatNumber(PROJET_MOTIVE_MAX_LENGTH.value);

/**
 * Level 29, « Badge d’expert » (expert_badge): a final quiz over the journey, then the
 * « Expert de l’orientation » certificate, as a PDF with a public verification link.
 */
export const LEVEL_29 = defineLevel({
  level: 29,
  intro: [
    'Bienvenue au niveau 29 ! C’est l’heure du bilan.',
    'Dix questions sur tout ce que tu as appris depuis le début. Pas de piège : tout est dans ton parcours.',
    'Huit bonnes réponses, et tu décroches ton certificat « Expert de l’orientation ».',
  ],
  steps: [
    {
      kind: 'quiz',
      id: 'quiz',
      title: 'Le quiz final',
      say: 'Prends ton temps. Si tu te trompes, je t’explique et tu peux recommencer.',
      passMark: 8,
      questions: [
        {
          id: 'star',
          text: 'Dans la méthode STAR, que veut dire le R ?',
          options: ['Réussite', 'Résultat', 'Réflexion', 'Rencontre'],
          answer: 1,
          explanation:
            'Situation, Tâche, Action, Résultat : on finit toujours par ce que ça a donné, et ce qu’on a appris.',
        },
        {
          id: 'riasec',
          text: 'Dans ton code Holland (RIASEC), que veut dire le S ?',
          options: ['Sportif', 'Scientifique', 'Social', 'Sérieux'],
          answer: 2,
          explanation: 'S comme Social : aider, conseiller, soigner, transmettre.',
        },
        {
          id: 'voeux-max',
          text: 'Combien de vœux peux-tu faire au plus sur Parcoursup (hors apprentissage) ?',
          options: ['3', '5', String(wishes), '20'],
          answer: 2,
          explanation: `${wishes} vœux au plus, chacun pouvant avoir des sous-vœux. C’est ce qu’on a vu au niveau 19.`,
        },
        {
          id: 'voeu-sur',
          text: 'Au niveau 19, à partir de quel taux d’accès un vœu est-il « sûr » ?',
          options: [ACCESS_THRESHOLDS.ambitieux, 50, ACCESS_THRESHOLDS.sur, 100].map(formatPercent),
          answer: 2,
          explanation: `À ${formatPercent(ACCESS_THRESHOLDS.sur)} et plus, la plupart des candidats sont appelés. Sous ${formatPercent(ACCESS_THRESHOLDS.ambitieux)}, c’est un vœu « rêve ».`,
        },
        {
          id: 'projet',
          text: 'Combien de caractères au plus pour un projet de formation motivé ?',
          options: ['300', '800', projetLength, formatNumber(5000)],
          answer: 2,
          explanation: `${projetLength} caractères, espaces comprises : le compteur du niveau 18 t’aidait à tenir la limite.`,
        },
        {
          id: 'attendus',
          text: 'Que sont les « attendus » d’une formation ?',
          options: [
            'Les notes minimales à avoir',
            'Ce que la formation attend de ses candidats, publié sur Parcoursup',
            'La liste des élèves admis l’an dernier',
            'Les dates des portes ouvertes',
          ],
          answer: 1,
          explanation:
            'Les attendus disent les connaissances et qualités utiles pour réussir. Ton projet motivé doit y répondre.',
        },
        {
          id: 'cv',
          text: 'Sur combien de pages tient le CV d’un lycéen ?',
          options: ['Une', 'Deux', 'Trois', 'Autant qu’il faut'],
          answer: 0,
          explanation: 'Une seule page : un recruteur le lit en moins d’une minute.',
        },
        {
          id: 'pitch',
          text: 'Combien de temps dure un pitch ?',
          options: ['10 secondes', `${PITCH_DURATION_SECONDS} secondes`, '5 minutes', '15 minutes'],
          answer: 1,
          explanation: 'Une minute : qui tu es, ce que tu vises, pourquoi toi.',
        },
        {
          id: 'questions',
          text: 'À la fin d’un entretien, on te demande : « Avez-vous des questions ? » Que fais-tu ?',
          options: [
            'Je dis « non, tout est clair »',
            'Je demande le salaire tout de suite',
            'Je pose une question préparée, sur l’équipe ou une journée type',
            'Je me lève pour partir',
          ],
          answer: 2,
          explanation: 'Une vraie question montre ton intérêt. Prépare-la avant, comme au niveau 22.',
        },
        {
          id: 'trac',
          text: 'Pour calmer le trac avant un oral, le plus efficace est de…',
          options: [
            'Respirer vite pour se réveiller',
            'Souffler plus longtemps qu’on n’inspire',
            'Boire un café',
            'Retenir sa respiration le plus longtemps possible',
          ],
          answer: 1,
          explanation:
            'Une expiration longue dit au corps qu’il peut se calmer : c’est l’exercice du niveau 23.',
        },
      ],
    },
    {
      kind: 'certificate',
      id: 'certificat',
      title: 'Ton certificat',
      say: 'Bravo ! Demande ton certificat : tu pourras le télécharger et partager son lien de vérification.',
      passMark: 8,
    },
  ],
  success:
    'Tu es officiellement « Expert de l’orientation » ! Ajoute le lien de ton certificat à ton CV ou à ton dossier.',
  evidence: 'steps',
  screen: 'player',
});
