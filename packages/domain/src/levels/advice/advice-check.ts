import type { AdviceStep } from '../engine/steps';
import type { StepProblem } from '../engine/text-rules';

/** What an advice is about: the wall is read topic by topic. */
export const ADVICE_TOPICS = [
  { id: 'orientation', label: 'Choisir son orientation' },
  { id: 'parcoursup', label: 'Parcoursup et les vœux' },
  { id: 'candidature', label: 'CV, lettre et entretien' },
  { id: 'stress', label: 'Gérer le stress' },
  { id: 'motivation', label: 'Garder la motivation' },
] as const;
export type AdviceTopic = (typeof ADVICE_TOPICS)[number]['id'];
export const ADVICE_TOPIC_IDS = ADVICE_TOPICS.map((topic) => topic.id) as [AdviceTopic, ...AdviceTopic[]];

/** Where an advice stands: waiting for the staff, on the wall, refused, or taken down. */
export type AdviceStatus = 'en_attente' | 'publie' | 'refuse' | 'retire';

export interface AdviceAnswer {
  topic: AdviceTopic | null;
  text: string;
}

export const ADVICE_MAX_LENGTH = 500;

// What would let a stranger reach the author: the wall shows a first name, nothing more.
const CONTACT = [
  /\S+@\S+\.\S+/u,
  /(?:\+33|\b0)\s?[1-9](?:[\s.-]?\d{2}){4}\b/u,
  /(?:https?:\/\/|www\.)\S+/iu,
  /(?:^|\s)@[\p{L}\d_.]{3,}/u,
  /\b(?:snap|insta|instagram|tiktok|discord|whatsapp)\b/iu,
];

/** True when the text gives a way to contact its author (e-mail, phone, link, social account). */
export function givesContact(text: string): boolean {
  return CONTACT.some((pattern) => pattern.test(text));
}

/** The rules: a topic, a real advice, no way to contact the author. */
export function adviceProblems(step: AdviceStep, answer: AdviceAnswer): StepProblem[] {
  const problems: StepProblem[] = [];
  if (!answer.topic) problems.push({ field: 'topic', message: 'Choisis le thème de ton conseil.' });
  const length = answer.text.trim().length;
  if (length < step.minLength) {
    problems.push({
      field: 'text',
      message: `Développe ton conseil : ${step.minLength} caractères au moins (tu en as ${length}). Un exemple vécu aide beaucoup.`,
    });
  }
  if (givesContact(answer.text)) {
    problems.push({
      field: 'text',
      message:
        'Retire l’adresse e-mail, le numéro, le lien ou le pseudo : des inconnus liront ton conseil, il est signé de ton prénom seulement.',
    });
  }
  return problems;
}
