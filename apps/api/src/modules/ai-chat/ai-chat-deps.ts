import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { AiProvider } from '../../plugins/ai';

/** What the job sheet and the advisor need: the student's data, and the AI when a provider is set. */
export interface AiChatDeps {
  database: DatabaseHandle;
  ai: AiProvider;
  log: FastifyBaseLogger;
}
