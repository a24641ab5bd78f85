import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

/** A student reads and writes their own progression only, whatever id is in the path. */
export function assertOwnProgression(user: AuthUser, userId: string): void {
  if (user.id !== userId) {
    throw new HttpError(403, 'acces_refuse', 'Tu ne peux consulter ou modifier que ta propre progression.');
  }
}
