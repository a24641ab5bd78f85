import { LEVELS_BEFORE_CONSENT } from '@declic/domain';
import type { DatabaseHandle } from '../db/database';
import { HttpError } from '../plugins/errors';

/**
 * Where an account under 15 stands with its parent (docs/decisions/parents.md): 'attente' until
 * a parent consents, 'retire' once they withdrew (the account is frozen); null without such a request.
 */
export async function parentalConsentHold(
  database: DatabaseHandle,
  userId: string,
): Promise<'attente' | 'retire' | null> {
  const [row] = await database.query<{ consented_at: Date | null; withdrawn_at: Date | null }>(
    `SELECT consented_at, withdrawn_at FROM parent_requests WHERE student_id = $1 AND purpose = 'inscription'`,
    [userId],
  );
  if (!row) return null;
  if (row.withdrawn_at) return 'retire';
  return row.consented_at ? null : 'attente';
}

/** Above the first levels, a student under 15 waits for their parent's consent. */
export async function assertParentAllowsLevel(
  database: DatabaseHandle,
  userId: string,
  level: number,
): Promise<void> {
  if (level <= LEVELS_BEFORE_CONSENT) return;
  if (await parentalConsentHold(database, userId)) {
    throw new HttpError(
      403,
      'accord_parent_requis',
      `Un parent doit d’abord confirmer ton inscription. En attendant, les niveaux 1 à ${LEVELS_BEFORE_CONSENT} sont ouverts.`,
    );
  }
}

/** True only when a parent consented to the sign-up and has not withdrawn it since. */
export async function parentHasConsented(database: DatabaseHandle, userId: string): Promise<boolean> {
  const [row] = await database.query<{ given: boolean }>(
    `SELECT consented_at IS NOT NULL AND withdrawn_at IS NULL AS given
     FROM parent_requests WHERE student_id = $1 AND purpose = 'inscription'`,
    [userId],
  );
  return row?.given ?? false;
}
