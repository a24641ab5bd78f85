import type { DatabaseHandle } from '../../db/database';

/**
 * What a module erases of a person outside the rows that cascade from `users` (a stored file…).
 * Privacy does not know those modules: the composition root (app.ts, purge-cli.ts) registers one
 * eraser per module that holds such data, and the deletion runs them before the rows go.
 */
export type AccountEraser = (database: DatabaseHandle, userId: string) => Promise<void>;
export type AccountErasers = readonly AccountEraser[];

declare module 'fastify' {
  interface FastifyInstance {
    accountErasers: AccountErasers;
  }
}
