import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { assertLevel } from '../policies/level';

/**
 * onRequest hook for gated features (Formations 6, Emplois 9, Lettre 12, Chat 15) in route files
 * not yet declared in the route table: signed in, and `minLevel` reached.
 */
export function requireLevel(app: FastifyInstance, minLevel: number): onRequestAsyncHookHandler {
  return async function levelGate(request, reply) {
    await app.authenticate(request, reply);
    await assertLevel(app.database, request.user.id, minLevel);
  };
}
