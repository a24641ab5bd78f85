import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { savoirEtreComparisonFor } from './level12.service';

/** /api/levels/12/comparaison: the caller's own level 6 métiers, never another student's. */
export const level12Routes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.levels.savoirEtreComparison, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return savoirEtreComparisonFor(app.database, request.user.id);
  });
};
