import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import type { StaffActor } from '../../kernel/staff-audit';
import { keyDatesForStaff, keyDatesForStudents, removeKeyDate, saveKeyDate } from '../calendar';
import { dateIdeasFor } from './calendar/date-ideas.service';

/** Level 20's shared key dates: read by students, written by the staff (audited). */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const actor = (request: { user: { id: string }; body: { reason: string } }): StaffActor => ({
    staffId: request.user.id,
    via: 'api',
    reason: request.body.reason,
  });

  registerRoute(app, API.levels.keyDates, () => keyDatesForStudents(app.database));
  registerRoute(app, API.levels.dateIdeas, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return dateIdeasFor(app.database, request.user.id);
  });
  registerRoute(app, API.levels.staffKeyDates, () => keyDatesForStaff(app.database));
  registerRoute(app, API.levels.saveKeyDate, (request) =>
    saveKeyDate(app.database, request.params.id, request.body, actor(request)),
  );
  registerRoute(app, API.levels.deleteKeyDate, async (request, reply) => {
    await removeKeyDate(app.database, request.params.id, actor(request));
    reply.code(204);
  });
};
