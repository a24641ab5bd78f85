import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { estimateBourse, estimateLogement } from './aids.service';

/** The aid estimates of levels 35 to 37, computed from OpenFisca-France's imported scales. */
export const aidsRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.aids.bourseEstimate, (request) => estimateBourse(app.database, request.body));
  registerRoute(app, API.aids.logementEstimate, (request) => estimateLogement(app.database, request.body));
};
