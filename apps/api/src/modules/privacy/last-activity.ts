import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index';
import { HOUR_MS } from '../auth/clock';

const MAX_REMEMBERED_USERS = 50_000;

/**
 * Records last activity (the 3-year retention counts from it) for every authenticated request,
 * at most once an hour per user: one remembered timestamp per user avoids a write per request.
 */
export function registerActivityTracking(app: FastifyInstance): void {
  const lastWritten = new Map<string, number>();
  app.addHook('onResponse', async (request) => {
    const userId = request.user?.id;
    if (!userId) return;
    const now = app.clock.now();
    if ((lastWritten.get(userId) ?? 0) > now.getTime() - HOUR_MS) return;
    if (lastWritten.size >= MAX_REMEMBERED_USERS) lastWritten.clear();
    lastWritten.set(userId, now.getTime());
    try {
      await app.database.db
        .update(users)
        .set({ lastActiveAt: now, inactivityWarnedAt: null })
        .where(and(eq(users.id, userId), lt(users.lastActiveAt, new Date(now.getTime() - HOUR_MS))));
    } catch (error) {
      request.log.warn({ err: error }, 'dernière activité non enregistrée');
    }
  });
}
