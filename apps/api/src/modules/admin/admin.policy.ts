import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { isStaff } from './admin.repository';

/**
 * onRequest hook: signed in (401 otherwise) and staff (403 otherwise). Staff status is read
 * from the database on each call, so revoking it takes effect at once.
 */
export function requireStaff(app: FastifyInstance) {
  return async function staffOnly(
    request: FastifyRequest,
    reply: Parameters<FastifyInstance['authenticate']>[1],
  ) {
    await app.authenticate(request, reply);
    if (!(await isStaff(app.database, request.user.id))) {
      throw new HttpError(403, 'reserve_equipe', 'Cette action est réservée à l’équipe Déclic.');
    }
  };
}
