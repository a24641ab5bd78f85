import type { FastifyInstance } from 'fastify';
import { consumeAiCall } from '../../../plugins/ai/quota';
import type { StepsDeps } from './steps.service';
import { feedbackLines, textFeedbackTask } from './text-feedback.task';

/**
 * Feedback on a text step: the AI when a provider is set and the student's daily quota allows,
 * else (or when the provider fails) the offline engine, so the level works fully without a key.
 */
export function adviseOnText(app: FastifyInstance): StepsDeps['textFeedback'] {
  return async (userId, step, fields) => {
    const input = { step, fields };
    const offline = { lines: feedbackLines(textFeedbackTask.offline(input)), origin: 'hors-ligne' as const };
    if (app.ai.kind === 'offline') return offline;
    if (!(await consumeAiCall(app.database, userId, app.config.ai)).ok) return offline;
    try {
      const lines = feedbackLines(await app.ai.generateText(textFeedbackTask, input));
      return lines.length > 0 ? { lines, origin: 'ia' } : offline;
    } catch (error) {
      app.log.warn({ err: error }, 'retour de l’IA impossible : retour hors ligne');
      return offline;
    }
  };
}
