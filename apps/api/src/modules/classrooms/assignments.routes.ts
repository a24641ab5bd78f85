import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { assignLevel, classAssignments, myAssignments, unassignLevel } from './assignments.service';

const routes = API.assignments;

/** Levels assigned to a class: the teacher's routes check the class is theirs, the student's read their own. */
export const assignmentsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  registerRoute(app, routes.create, (request) =>
    assignLevel(db, request.user.id, request.params.id, request.body, app.clock.now()),
  );
  registerRoute(app, routes.list, (request) => classAssignments(db, request.user.id, request.params.id));
  registerRoute(app, routes.remove, (request) =>
    unassignLevel(db, request.user.id, request.params.id, request.params.assignmentId),
  );
  registerRoute(app, routes.mine, (request) => myAssignments(db, request.user));
};
