import { FOCUS_THEME_IDS, type FocusThemeId, type SuggestedLevel, suggestedLevels } from '@declic/domain';
import { z } from 'zod';
import type { DatabaseHandle } from '../../../db/database';

const focusAnswer = z.object({ focus: z.array(z.enum(FOCUS_THEME_IDS)) });

/**
 * The focus the caller chose at level 30 (none before), and the levels after their current one
 * in the order it gives: what the map suggests next.
 */
export async function focusFor(
  database: DatabaseHandle,
  userId: string,
): Promise<{ focus: FocusThemeId[]; suggestions: SuggestedLevel[] }> {
  const [row] = await database.query<{ answer: unknown; level: number | null }>(
    `SELECT a.answer, p.level FROM level_step_answers a LEFT JOIN progression p ON p.user_id = a.user_id
      WHERE a.user_id = $1 AND a.level = 30 AND a.step_id = 'bilan' AND a.passed`,
    [userId],
  );
  const parsed = focusAnswer.safeParse(row?.answer);
  if (!parsed.success) return { focus: [], suggestions: [] };
  return {
    focus: parsed.data.focus,
    suggestions: suggestedLevels(parsed.data.focus, (row?.level ?? 31) - 1),
  };
}
