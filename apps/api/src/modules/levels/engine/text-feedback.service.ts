import type { TextStep } from '@declic/domain';
import { type AiCallDeps, aiOrOffline } from '../../../plugins/ai/ai-or-offline';
import type { TextFeedback } from './steps.service';
import { feedbackLines, textFeedbackTask } from './text-feedback.task';

/** What the feedback on a text step needs: the AI and its daily quota, counted in the database. */
export type TextFeedbackDeps = AiCallDeps;

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
  const { value, fromAi } = await aiOrOffline(deps, userId, textFeedbackTask, { step, fields }, (text) => {
    const lines = feedbackLines(text);
    return lines.length > 0 ? lines : null;
  });
  return { lines: value, origin: fromAi ? 'ia' : 'hors-ligne' };
}
