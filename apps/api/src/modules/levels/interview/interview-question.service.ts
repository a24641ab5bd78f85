import {
  INTERVIEW_LENGTH,
  type InterviewQuestionBody,
  type InterviewQuestionResponse,
  type InterviewTarget,
  interviewPlan,
} from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { type AiCallDeps, aiOrOffline } from '../../../plugins/ai/ai-or-offline';
import { HttpError } from '../../../plugins/errors';
import { readAllPassedSteps } from '../engine/step-answers.repository';
import { interviewQuestionTask, readQuestion } from './interview-question.task';
import { findInterviewTargets, type TargetRef } from './interview-targets.repository';
import { ownTargetRefs } from './interview-targets.service';

/**
 * One of the caller's own targets (from their journey), as the catalogue names it; 400 when it
 * is not theirs or no longer in the catalogue.
 */
export async function ownInterviewTarget(
  database: DatabaseHandle,
  userId: string,
  ref: TargetRef,
): Promise<InterviewTarget> {
  const own = ownTargetRefs(await readAllPassedSteps(database, userId));
  const mine = own.some((candidate) => candidate.kind === ref.kind && candidate.code === ref.code);
  const [target] = mine ? await findInterviewTargets(database, [ref]) : [];
  if (!target) {
    throw new HttpError(
      400,
      'cible_inconnue',
      'Choisis un métier, une offre ou une formation de ton parcours : celle-ci n’en fait pas partie.',
    );
  }
  return target;
}

/**
 * The next question of the caller's mock interview: the AI persona's when a provider answers,
 * else the offline bank's, always on the theme the plan gives for this turn.
 */
export async function nextInterviewQuestion(
  deps: AiCallDeps,
  userId: string,
  body: InterviewQuestionBody,
): Promise<InterviewQuestionResponse> {
  const target = await ownInterviewTarget(deps.database, userId, body.target);
  const index = body.turns.length;
  const question = interviewPlan(target)[index];
  if (!question)
    throw new HttpError(400, 'entretien_fini', 'L’entretien est fini : il n’y a plus de question.');
  const input = { target, question, turns: body.turns };
  const { value, fromAi } = await aiOrOffline(
    deps,
    userId,
    interviewQuestionTask,
    input,
    readQuestion,
    (bankText) => bankText,
  );
  return {
    index,
    total: INTERVIEW_LENGTH,
    question: { ...question, text: value },
    origin: fromAi ? 'ia' : 'banque',
  };
}
