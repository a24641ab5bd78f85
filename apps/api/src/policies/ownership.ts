import type { AuthUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';

/** A user reads and writes their own data only, whatever id is in the path. */
export function assertOwner(user: AuthUser, ownerId: unknown): void {
  if (user.id !== ownerId) {
    throw new HttpError(403, 'acces_refuse', 'Tu ne peux consulter ou modifier que tes propres données.');
  }
}
