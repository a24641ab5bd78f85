import type { DatabaseHandle } from '../../db/database';

/**
 * What is still missing for a level to count as played (empty when the server holds its
 * evidence). The level engine answers it; the composition root (app.ts) wires it in, so the
 * progression, below the levels, never reaches into them.
 */
export type LevelEvidenceProvider = (
  database: DatabaseHandle,
  userId: string,
  level: number,
) => Promise<string[]>;

declare module 'fastify' {
  interface FastifyInstance {
    levelEvidence: LevelEvidenceProvider;
  }
}
