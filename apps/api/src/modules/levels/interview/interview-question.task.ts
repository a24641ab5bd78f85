import {
  INTERVIEW_QUESTION_MAX,
  type InterviewQuestion,
  type InterviewTarget,
  isJury,
  type QuestionKind,
  typographieFr,
} from '@declic/domain';
import type { AiTextTask } from '../../../plugins/ai';

export interface InterviewQuestionInput {
  target: InterviewTarget;
  /** The bank's question for this turn: its theme for the AI, the offline answer. */
  question: InterviewQuestion;
  turns: { question: string; answer: string }[];
}

const THEMES: Record<QuestionKind, string> = {
  ouverture: 'accueillir la personne et lui demander de se présenter',
  motivation: 'ce qui la motive pour ce choix précis',
  terrain: 'une situation concrète de ce métier ou de cette formation',
  situation: 'une expérience vécue qu’elle doit raconter (situation, action, résultat)',
  cloture: 'terminer en lui demandant si elle a des questions',
};

function persona(target: InterviewTarget): string {
  return isJury(target)
    ? `Tu es membre du jury d’admission de la formation « ${target.label} ».`
    : `Tu es recruteur ou recruteuse pour un poste de « ${target.label} », en apprentissage ou en premier emploi.`;
}

/**
 * The AI persona of level 22: a recruiter or a jury member who asks one question per turn, on
 * the theme the bank gives, and may bounce off the last answer. Offline, the bank's question.
 */
export const interviewQuestionTask: AiTextTask<InterviewQuestionInput> = {
  name: 'question-d-entretien',
  maxTokens: 160,
  temperature: 0.7,
  messages: ({ target, question, turns }) => [
    {
      role: 'system',
      content:
        `${persona(target)} Tu fais passer un entretien d’entraînement à un ou une jeune de 15 à 20 ans. ` +
        'Tu vouvoies, tu restes bienveillant mais réaliste, comme un vrai entretien. Tu poses UNE seule ' +
        'question courte (deux phrases au plus), sans la numéroter, sans commentaire ni conseil, sans markdown.',
    },
    ...turns.flatMap((turn) => [
      { role: 'assistant' as const, content: turn.question },
      { role: 'user' as const, content: turn.answer },
    ]),
    {
      role: 'user',
      content:
        `(Consigne de l’appli, pas du candidat : pose maintenant ta question sur ce thème : ${THEMES[question.kind]}. ` +
        `Tu peux rebondir sur la dernière réponse. Exemple de question possible : « ${question.text} »)`,
    },
  ],
  offline: ({ question }) => question.text,
};

/** The provider's question, tidied; null when it is not one short question. */
export function readQuestion(text: string): string | null {
  const question = text
    .replace(/^["«\s]+|["»\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!question.includes('?') || question.length > INTERVIEW_QUESTION_MAX) return null;
  return typographieFr(question);
}
