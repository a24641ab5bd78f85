import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { AiProvider } from '../../plugins/ai';

/** What generating an analysis needs: the stored answers, and the AI that may reword its prose. */
export interface AnalysisDeps {
  database: DatabaseHandle;
  ai: AiProvider;
  log: FastifyBaseLogger;
}
