import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../plugins/errors';

/** preHandler for catalogue edits: signed in (401) and a member of the Déclic team (403). */
export function requireStaff(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async function staffOnly(request, reply) {
    await app.authenticate(request, reply);
    const rows = await app.database.query<{ is_staff: boolean }>('SELECT is_staff FROM users WHERE id = $1', [
      request.user.id,
    ]);
    if (!rows[0]?.is_staff) {
      throw new HttpError(403, 'reserve_equipe', 'Seule l’équipe Déclic peut modifier le catalogue.');
    }
  };
}
