import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import {
  archiveOwnClassroom,
  createClassroom,
  regenerateJoinCode,
  renameOwnClassroom,
  teacherClassrooms,
} from './classrooms.service';

const routes = API.classrooms;

/** A teacher's classes; every route checks the space is open and the class is the caller's. */
export const classroomsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database;
  const now = () => app.clock.now();

  registerRoute(app, routes.create, (request) => createClassroom(db, request.user.id, request.body, now()));
  registerRoute(app, routes.list, (request) => teacherClassrooms(db, request.user.id));
  registerRoute(app, routes.rename, (request) =>
    renameOwnClassroom(db, request.user.id, request.params.id, request.body.name),
  );
  registerRoute(app, routes.archive, (request) =>
    archiveOwnClassroom(db, request.user.id, request.params.id, now()),
  );
  registerRoute(app, routes.regenerateCode, (request) =>
    regenerateJoinCode(db, request.user.id, request.params.id, now()),
  );
};
