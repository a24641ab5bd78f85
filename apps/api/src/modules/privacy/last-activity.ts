import type { FastifyInstance } from 'fastify';
import { HOUR_MS } from '../../kernel/clock';

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
      await app.database.query(
        `UPDATE users SET last_active_at = $2, inactivity_warned_at = NULL
         WHERE id = $1 AND last_active_at < $3`,
        [userId, now, new Date(now.getTime() - HOUR_MS)],
      );
    } catch (error) {
      request.log.warn({ err: error }, 'dernière activité non enregistrée');
    }
  });
}
