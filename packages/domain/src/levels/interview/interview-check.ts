import type { InterviewStep } from '../engine/steps';
import type { StepProblem } from '../engine/text-rules';
import { type AnswerFeedback, answerFeedback, spokenLength } from './answer-feedback';
import { INTERVIEW_LENGTH, type InterviewTargetKind, type QuestionKind } from './interview-questions';

/** Who asked: the AI persona, or the offline bank when no provider answers. */
export type QuestionOrigin = 'ia' | 'banque';

export interface InterviewTurn {
  questionId: string;
  kind: QuestionKind;
  question: string;
  origin: QuestionOrigin;
  answer: string;
}

/** The saved transcript: the target, then each question with the student's answer. */
export interface InterviewAnswer {
  target: { kind: InterviewTargetKind; code: string; label: string } | null;
  turns: InterviewTurn[];
}

export const INTERVIEW_QUESTION_MAX = 400;
export const INTERVIEW_ANSWER_MAX = 2000;

/** The rules: a target, every question answered with substance, a question asked back at the end. */
export function interviewProblems(step: InterviewStep, answer: InterviewAnswer): StepProblem[] {
  if (!answer.target) return [{ field: 'target', message: 'Choisis pour quoi tu passes l’entretien.' }];
  const problems: StepProblem[] = [];
  answer.turns.forEach((turn, index) => {
    const { words } = spokenLength(turn.answer);
    if (turn.kind === 'cloture') {
      if (!turn.answer.includes('?')) {
        problems.push({
          field: `turn-${index}`,
          message: 'À la fin, pose au moins une question au recruteur ou au jury.',
        });
      }
    } else if (words < step.minWords) {
      problems.push({
        field: `turn-${index}`,
        message: `Ta réponse à la question ${index + 1} fait ${words} mot${words > 1 ? 's' : ''} : développe-la, au moins ${step.minWords}.`,
      });
    }
  });
  const missing = INTERVIEW_LENGTH - answer.turns.length;
  if (missing > 0) {
    problems.push({
      field: 'turns',
      message: `Va jusqu’au bout de l’entretien : encore ${missing} question${missing > 1 ? 's' : ''}.`,
    });
  }
  return problems;
}

/** The feedback on every answer, as the result of the check. */
export function interviewFeedback(answer: InterviewAnswer): AnswerFeedback[] {
  return answer.turns.map((turn) => answerFeedback(turn.kind, turn.answer, answer.target?.label ?? ''));
}
