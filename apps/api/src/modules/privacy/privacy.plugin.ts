import type { FastifyInstance } from 'fastify';
import { schedulePurge } from './inactivity-purge';
import { registerActivityTracking } from './last-activity';

/** Retention: last activity recorded on every authenticated request, daily purge of inactive accounts. */
export function registerPrivacy(app: FastifyInstance): void {
  registerActivityTracking(app);
  schedulePurge(app);
}
