import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { createStripeGateway, type PaymentsDeps } from '../payments';
import { classroomLicence, payClassroomLicence } from './licence.service';

const routes = API.classLicence;

/** The class licence seen by the class's teacher: its state, and a Checkout page to pay it. */
export const classLicenceRoutes: FastifyPluginAsync = async (app) => {
  const stripe = await createStripeGateway(app.config.payments);
  const deps = (log: PaymentsDeps['log']): PaymentsDeps => ({
    database: app.database,
    stripe,
    publicUrl: app.config.publicUrl.replace(/\/+$/, ''),
    log,
    classMembers: app.classMembers,
  });

  registerRoute(app, routes.state, (request) =>
    classroomLicence(deps(request.log), request.user.id, request.params.id, app.clock.now()),
  );
  registerRoute(app, routes.checkout, (request) =>
    payClassroomLicence(deps(request.log), request.user.id, request.params.id, app.clock.now()),
  );
};
