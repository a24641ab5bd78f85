import type { TextStep } from '@declic/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../../db/database';
import type { AiProvider } from '../../../plugins/ai';
import { type AiLimits, consumeAiCall } from '../../../plugins/ai/quota';
import type { TextFeedback } from './steps.service';
import { feedbackLines, textFeedbackTask } from './text-feedback.task';

/** What the feedback on a text step needs: the AI and its daily quota, counted in the database. */
export interface TextFeedbackDeps {
  database: DatabaseHandle;
  ai: AiProvider;
  aiLimits: AiLimits;
  log: FastifyBaseLogger;
}

/**
 * Feedback on a text step: the AI when a provider is set and the student's daily quota allows,
 * else (or when the provider fails) the offline engine, so the level works fully without a key.
 */
export async function adviseOnText(
  deps: TextFeedbackDeps,
  userId: string,
  step: TextStep,
  fields: Record<string, string>,
): Promise<TextFeedback> {
  const input = { step, fields };
  const offline = { lines: feedbackLines(textFeedbackTask.offline(input)), origin: 'hors-ligne' as const };
  if (deps.ai.kind === 'offline') return offline;
  if (!(await consumeAiCall(deps.database, userId, deps.aiLimits)).ok) return offline;
  try {
    const lines = feedbackLines(await deps.ai.generateText(textFeedbackTask, input));
    return lines.length > 0 ? { lines, origin: 'ia' } : offline;
  } catch (error) {
    deps.log.warn({ err: error }, 'retour de l’IA impossible : retour hors ligne');
    return offline;
  }
}
