import type { DrawnAppData } from '@declic/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInStudentId } from '../auth';
import { getProgression } from './progression.service';

/**
 * What an /app page carries for the student whose refresh cookie it comes with (the cookie is
 * read, never traded): their progression. Null for anyone else, and when it cannot be read: the
 * page then ships as the bare app, whose guard decides (renewal, or /login).
 */
export async function drawnAppData(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<DrawnAppData | null> {
  const userId = await signedInStudentId(app, request);
  if (!userId) return null;
  try {
    return { userId, progression: await getProgression(app.database, userId) };
  } catch (error) {
    request.log.warn({ err: error }, 'Progression illisible pour dessiner la page : appli nue');
    return null;
  }
}
