import type { FastifyInstance } from 'fastify';

/**
 * Work done after the answer has left: the « we sent you an e-mail » routes answer at once,
 * whether the address has an account or not, so their timing tells nothing (no enumeration).
 */
export interface Background {
  run(label: string, work: () => Promise<void>): void;
  /** Resolves once every job started so far has finished (shutdown, tests). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

export function registerBackground(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  app.decorate('background', {
    run(label, work) {
      const job = Promise.resolve()
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error, job: label }, 'tâche de fond en échec'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  } satisfies Background);
  app.addHook('onClose', async () => app.background.flush());
}
