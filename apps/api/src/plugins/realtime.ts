import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

type Listener = (payload: unknown) => void;

/**
 * Fan-out between API instances through PostgreSQL LISTEN/NOTIFY: `publish` sends a
 * pg_notify that every instance (this one included) receives on its listening connection,
 * then hands to its local subscribers. On PGlite the same calls work within the process.
 */
export interface Realtime {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, listener: Listener): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The channels the server listens on; a channel not listed here is refused by publish. */
export const REALTIME_CHANNELS = ['global_chat', 'session_ends', 'blog_changed'] as const;

export async function registerRealtime(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 16_384 } });
  const listeners = new Map<string, Set<Listener>>();
  const unlistens: Array<() => Promise<void>> = [];

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
      }),
    );
  }

  app.decorate('realtime', {
    publish: async (channel, payload) => {
      if (!listeners.has(channel)) throw new Error(`Canal temps réel inconnu : ${channel}`);
      await app.database.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(payload)]);
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
