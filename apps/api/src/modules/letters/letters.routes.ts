import {
  type GenerateLetterRequest,
  generateLetterResponseSchema,
  generateLetterSchema,
  type LetterTargetType,
  lettersListResponseSchema,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLevel } from '../../plugins/level-gate';
import { writeLetter } from './letter-writer';
import { listLetters, readLetterProfile, saveLetter } from './letters.repository';

/** Level at which the Lettre entry opens (spec section 9). */
const LETTER_MIN_LEVEL = 12;

function targetOf(body: GenerateLetterRequest): { targetType: LetterTargetType; target: string } {
  if ('selection' in body) return { targetType: body.selection.type, target: body.selection.label };
  return body.emploi_selection
    ? { targetType: 'metier', target: body.emploi_selection }
    : { targetType: 'formation', target: body.formation_selection ?? '' };
}

export const lettersRoutes: FastifyPluginAsyncZod = async (app) => {
  const gate = requireLevel(app, LETTER_MIN_LEVEL);

  app.post(
    '/generate',
    {
      preHandler: gate,
      schema: { body: generateLetterSchema, response: { 200: generateLetterResponseSchema } },
    },
    async (request) => {
      const profile = await readLetterProfile(app.database, request.user.id);
      const { targetType, target } = targetOf(request.body);
      const letter = writeLetter({
        firstName: profile.first_name,
        lastName: profile.last_name,
        school: profile.school,
        department: profile.department,
        targetType,
        target,
        style: request.body.style,
        date: new Date(),
      });
      const saved = await saveLetter(app.database, request.user.id, {
        targetType,
        target,
        style: request.body.style,
        content: letter,
      });
      return { letter, saved };
    },
  );

  app.get(
    '/mine',
    { preHandler: gate, schema: { response: { 200: lettersListResponseSchema } } },
    async (request) => ({ letters: await listLetters(app.database, request.user.id) }),
  );
};
