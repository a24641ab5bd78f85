import { displayedLevel } from '@declic/domain';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { readProgression } from '../modules/progression/progression.repository';
import { HttpError } from './errors';

/**
 * preHandler for gated features (Formations 6, Emplois 9, Lettre 12, Chat 15): the caller
 * must be signed in and have reached `minLevel`. The web shell locks the same entries.
 */
export function requireLevel(app: FastifyInstance, minLevel: number): onRequestAsyncHookHandler {
  return async function levelGate(request, reply) {
    await app.authenticate(request, reply);
    const progression = await readProgression(app.database, request.user.id);
    // Same rule as the shell: above the free limit, only a paid account keeps its level.
    const level = displayedLevel(progression.level, progression.isPaid);
    if (level < minLevel) {
      throw new HttpError(
        403,
        'niveau_insuffisant',
        `Cette section s’ouvre au niveau ${minLevel}. Tu es au niveau ${level}.`,
      );
    }
  };
}
