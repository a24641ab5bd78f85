import type { FastifyInstance } from 'fastify';

/**
 * What the server prepares once it listens rather than before (the pages' server rendering, a
 * large module): a request that needs it meanwhile waits for it, never fails; `/api/ready`
 * answers 503 until all of it is done, so that a load balancer sends traffic to a warm instance
 * only, while `/api/health` (alive, the database answers) is true from the first instant.
 */
export interface WarmUp {
  /** Starts `task` once the server listens (at once if it already listens). */
  add(label: string, task: () => Promise<unknown>): void;
  /** What is not done yet, waiting for the server to listen or running. */
  pending(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    warmUp: WarmUp;
  }
}

interface Task {
  label: string;
  run: () => Promise<unknown>;
}

export function registerWarmUp(app: FastifyInstance): void {
  const waiting: Task[] = [];
  const running = new Set<Task>();
  let listening = false;
  const start = (task: Task) => {
    running.add(task);
    Promise.resolve()
      .then(task.run)
      // A warm-up that fails leaves the lazy part to load at its first use: the server is ready.
      .catch((error: unknown) => app.log.error({ err: error, task: task.label }, 'préparation en échec'))
      .finally(() => running.delete(task));
  };
  app.addHook('onListen', async () => {
    listening = true;
    for (const task of waiting.splice(0)) start(task);
  });
  app.decorate('warmUp', {
    add(label, run) {
      const task = { label, run };
      if (listening) start(task);
      else waiting.push(task);
    },
    pending: () => [...waiting, ...running].map((task) => task.label),
  } satisfies WarmUp);
}
