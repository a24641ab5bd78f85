import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

type Listener = (payload: unknown) => void;

/**
 * Fan-out between API instances through PostgreSQL LISTEN/NOTIFY: `publish` sends a
 * pg_notify that every instance (this one included) receives on its listening connection,
 * then hands to its local subscribers. On PGlite the same calls work within the process.
 */
export interface Realtime {
  /**
   * With `untilDelivered`, resolves once this instance has received the notification back:
   * PostgreSQL sends it to every listening instance at the same moment, so the others have it
   * too (waits at most DELIVERY_WAIT_MS, should the listening connection be down).
   */
  publish(
    channel: string,
    payload: Record<string, unknown>,
    options?: { untilDelivered?: boolean },
  ): Promise<void>;
  subscribe(channel: string, listener: Listener): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The channels the server listens on; a channel not listed here is refused by publish. */
export const REALTIME_CHANNELS = ['global_chat', 'session_ends', 'blog_changed'] as const;

/** An account's sessions ended (`{ userId }`): sockets close, remembered token versions go. */
export const SESSION_ENDS_CHANNEL = 'session_ends';

const DELIVERY_WAIT_MS = 2_000;

export async function registerRealtime(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 16_384 } });
  const listeners = new Map<string, Set<Listener>>();
  const unlistens: Array<() => Promise<void>> = [];
  const awaitedEchoes = new Map<string, () => void>();

  for (const channel of REALTIME_CHANNELS) {
    listeners.set(channel, new Set());
    unlistens.push(
      await app.database.listen(channel, (raw) => {
        let payload: unknown;
        try {
          payload = JSON.parse(raw);
        } catch {
          app.log.warn({ channel }, 'notification illisible ignorée');
          return;
        }
        for (const listener of listeners.get(channel) ?? []) listener(payload);
        const { echo } = (payload ?? {}) as { echo?: unknown };
        if (typeof echo === 'string') awaitedEchoes.get(echo)?.();
      }),
    );
  }

  app.decorate('realtime', {
    publish: async (channel, payload, options) => {
      if (!listeners.has(channel)) throw new Error(`Canal temps réel inconnu : ${channel}`);
      if (!options?.untilDelivered) {
        await app.database.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(payload)]);
        return;
      }
      const echo = randomUUID();
      const delivered = new Promise<void>((resolve) => awaitedEchoes.set(echo, resolve));
      try {
        await app.database.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ ...payload, echo })]);
        await Promise.race([delivered, sleep(DELIVERY_WAIT_MS)]);
      } finally {
        awaitedEchoes.delete(echo);
      }
    },
    subscribe: (channel, listener) => {
      const set = listeners.get(channel);
      if (!set) throw new Error(`Canal temps réel inconnu : ${channel}`);
      set.add(listener);
      return () => set.delete(listener);
    },
  } satisfies Realtime);

  app.addHook('onClose', async () => {
    await Promise.all(unlistens.map((unlisten) => unlisten()));
  });
}
