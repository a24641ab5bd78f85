import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { rateLimited } from '../../kernel/rate-limits';
import { authDepsOf } from '../auth';
import { teacherOf } from './teacher-access';
import { registerTeacher } from './teacher-registration.service';
import { setTeacherStatus, type TeacherReviewDeps, teachersWithStatus } from './teacher-review.service';

const routes = API.teachers;

/** The teachers' sign-up, their account, and the staff's review of teacher accounts. */
export const teachersRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const authDeps = authDepsOf(app);
  const reviewDeps: TeacherReviewDeps = { database: db, mailer: app.mailer, publicUrl: app.config.publicUrl };

  registerRoute(
    app,
    routes.register,
    async (request) => {
      await registerTeacher(authDeps, db, request.body);
      return { message: 'Email de confirmation envoyé' };
    },
    { preHandler: [rateLimited(app, 'register')] },
  );
  // Read even while waiting or suspended: the space says why it is closed.
  registerRoute(app, routes.me, (request) => teacherOf(db, request.user.id));

  registerRoute(app, routes.list, (request) => teachersWithStatus(db, request.query.status));
  registerRoute(app, routes.setStatus, (request) =>
    setTeacherStatus(
      reviewDeps,
      { staffId: request.user.id, via: 'api' },
      request.params.id,
      request.body,
      app.clock.now(),
    ),
  );
};
