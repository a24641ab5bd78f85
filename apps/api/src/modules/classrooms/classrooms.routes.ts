import { API } from '@declic/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { archiveClassroomAsStaff, classroomsOfTeacher } from './admin-classrooms.service';
import {
  archiveOwnClassroom,
  createClassroom,
  regenerateJoinCode,
  renameOwnClassroom,
  teacherClassrooms,
} from './classrooms.service';
import { classroomJoinQr } from './join-qr';
import {
  changeSharing,
  joinClassroom,
  leaveClassroom,
  previewJoin,
  readSharing,
  studentMemberships,
} from './memberships.service';
import { classroomRoster, studentCard } from './roster.service';

// A class's code is a small secret: a student tries a few, a script trying many is stopped.
const CODE_TRIES_PER_WINDOW = 20;

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

  registerRoute(app, routes.joinQrCode, async (request, reply) => {
    const svg = await classroomJoinQr(db, request.user.id, request.params.id, app.config.publicUrl);
    // A new code makes a new picture: nothing keeps the old one.
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'");
    return svg;
  });

  registerRoute(app, routes.roster, (request) => classroomRoster(db, request.user.id, request.params.id));
  registerRoute(app, routes.studentCard, (request) =>
    studentCard(db, app.sharedItems, request.user.id, request.params.id, request.params.studentId),
  );

  const codeTries = {
    rateLimit: {
      max: CODE_TRIES_PER_WINDOW,
      timeWindow: '15 minutes',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `code-classe:${app.rateLimitKeys.personal(request.user.id)}`,
    },
  };
  registerRoute(
    app,
    routes.joinPreview,
    (request) => previewJoin(db, request.user, request.body.code, now()),
    {
      config: codeTries,
    },
  );
  registerRoute(app, routes.join, (request) => joinClassroom(db, request.user, request.body.code, now()), {
    config: codeTries,
  });
  registerRoute(app, routes.memberships, (request) => studentMemberships(db, request.user));
  registerRoute(app, routes.leave, (request) => leaveClassroom(db, request.user, request.params.id));
  registerRoute(app, routes.sharing, (request) => readSharing(db, request.user, request.params.id));
  registerRoute(app, routes.setSharing, (request) =>
    changeSharing(db, request.user, request.params.id, request.body),
  );

  // The staff's back-office (access: staff, declared in the route table).
  registerRoute(app, routes.staffList, (request) => classroomsOfTeacher(db, request.query.teacherId));
  registerRoute(app, routes.staffArchive, (request) =>
    archiveClassroomAsStaff(
      db,
      { staffId: request.user.id, via: 'api' },
      request.params.id,
      request.body.reason,
      now(),
    ),
  );
};
