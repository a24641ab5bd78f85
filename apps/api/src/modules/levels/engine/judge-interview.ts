import { checkInterview, type InterviewAnswer, type InterviewStep, interviewPlan } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { HttpError } from '../../../plugins/errors';
import { ownInterviewTarget } from '../interview/interview-question.service';

/**
 * Level 22: the target must be one of the caller's own, named by the catalogue; each turn must
 * follow the plan for that target (its kind comes from there, and a bank question's text too).
 * The AI's wording of a question is kept as the student saw it.
 */
export async function judgeInterview(
  database: DatabaseHandle,
  userId: string,
  step: InterviewStep,
  answer: Record<string, unknown>,
) {
  const interview = answer as unknown as InterviewAnswer;
  if (!interview.target) return { answer, check: checkInterview(step, interview) };
  const target = await ownInterviewTarget(database, userId, interview.target);
  if (step.jury && target.kind !== 'formation') {
    throw new HttpError(
      400,
      'oral_sans_formation',
      'Un oral d’admission se passe pour une formation : choisis une formation de ton parcours.',
    );
  }
  const plan = interviewPlan(target);
  const turns = interview.turns.map((turn, index) => {
    const planned = plan[index];
    if (planned?.id !== turn.questionId) {
      throw new HttpError(
        400,
        'entretien_invalide',
        'Cet entretien ne suit pas nos questions : recommence-le depuis le début.',
      );
    }
    return { ...turn, kind: planned.kind, question: turn.origin === 'banque' ? planned.text : turn.question };
  });
  const named: InterviewAnswer = {
    target: { kind: target.kind, code: target.code, label: target.label },
    turns,
  };
  return { answer: named as unknown as Record<string, unknown>, check: checkInterview(step, named) };
}
