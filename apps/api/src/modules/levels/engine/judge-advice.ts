import { type AdviceAnswer, type AdviceStep, checkAdvice } from '@declic/domain';
import type { DatabaseHandle } from '../../../db/database';
import { maskProfanity } from '../../moderation';
import { upsertAdvice } from '../advice/advice.repository';

/**
 * Level 27: the rules, then the swear-word list of the chat; once the advice passes, it goes to
 * the staff's queue and the check says where it stands.
 */
export async function judgeAdvice(
  database: DatabaseHandle,
  userId: string,
  step: AdviceStep,
  answer: Record<string, unknown>,
) {
  const advice = answer as unknown as AdviceAnswer;
  const text = advice.text.trim();
  const rude =
    maskProfanity(text) === text
      ? []
      : [
          {
            field: 'text',
            message: 'Ton conseil contient un mot grossier : reformule-le, des plus jeunes vont le lire.',
          },
        ];
  const check = checkAdvice(step, advice, null, rude);
  if (!check.passed || !advice.topic) return { answer, check };
  const status = await upsertAdvice(database, userId, advice.topic, text);
  return { answer, check: checkAdvice(step, advice, status) };
}
