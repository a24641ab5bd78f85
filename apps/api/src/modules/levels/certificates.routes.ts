import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { verifyCertificate } from './certificates/certificates.service';

/** The public verification of a level 29 certificate: first name, badge, date — nothing else. */
export const certificatesRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.levels.certificate, (request) =>
    verifyCertificate(app.database, request.params.code),
  );
};
