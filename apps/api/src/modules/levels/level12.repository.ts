import type { ChosenMetier } from '@declic/domain';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database';

/** Level 6's step where the student picks three métiers (answer.items[].code = ROME codes). */
const LEVEL_6_PICK = { level: 6, stepId: 'trois-metiers' } as const;

// Only what the comparison needs; an answer of another shape counts as no answer.
const pickedMetiersSchema = z.object({
  items: z.array(z.object({ code: z.string(), label: z.string() })),
});

/** The métiers the student chose in level 6, in their order; none without an answer. */
export async function readLevel6Metiers(
  database: DatabaseHandle,
  userId: string,
): Promise<Array<{ code: string; label: string }>> {
  const [row] = await database.query<{ answer: unknown }>(
    'SELECT answer FROM level_step_answers WHERE user_id = $1 AND level = $2 AND step_id = $3',
    [userId, LEVEL_6_PICK.level, LEVEL_6_PICK.stepId],
  );
  const parsed = pickedMetiersSchema.safeParse(row?.answer);
  return parsed.success ? parsed.data.items : [];
}

/** The savoir-être the ROME fiches of these métiers ask for, by ROME code (absent codes: none). */
export async function readSavoirEtreByCode(
  database: DatabaseHandle,
  codes: string[],
): Promise<Map<string, ChosenMetier['savoirEtre']>> {
  if (codes.length === 0) return new Map();
  const rows = await database.query<{ code_rome: string; savoir_etre: ChosenMetier['savoirEtre'] }>(
    'SELECT code_rome, savoir_etre FROM rome_metiers WHERE code_rome = ANY($1::text[])',
    [codes],
  );
  return new Map(rows.map((row) => [row.code_rome, row.savoir_etre]));
}
