import {
  API,
  type GenerateLetterRequest,
  LETTER_SUGGEST_MIN_CHARS,
  type LetterTargetType,
  typographieFr,
} from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { writeLetterTask } from './letter-ai-task';
import { readLetterTarget, readPersonalityType, readStrengths } from './letter-inputs.repository';
import { suggestTargets } from './letter-suggest.repository';
import { writeLetter } from './letter-writer';
import { listLetters, readLetterProfile, saveLetter } from './letters.repository';

function selectionOf(body: GenerateLetterRequest): { type: LetterTargetType; label: string; id?: string } {
  if ('selection' in body) return body.selection;
  return body.emploi_selection
    ? { type: 'metier', label: body.emploi_selection }
    : { type: 'formation', label: body.formation_selection ?? '' };
}

const routes = API.letters;

/** /api/letter (level 12): suggestions, generation and the student's saved letters. */
export const lettersRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.suggest, async (request) => {
    const q = request.query.q.trim();
    if (q.length < LETTER_SUGGEST_MIN_CHARS) return { items: [] };
    return { items: await suggestTargets(app.database, request.query.type, q) };
  });

  registerRoute(app, routes.generate, async (request) => {
    const userId = request.user.id;
    const selection = selectionOf(request.body);
    const [profile, strengths, personalityType, target] = await Promise.all([
      readLetterProfile(app.database, userId),
      readStrengths(app.database, userId),
      readPersonalityType(app.database, userId),
      readLetterTarget(app.database, selection),
    ]);
    const input = {
      firstName: profile.first_name,
      lastName: profile.last_name,
      school: profile.school,
      department: profile.department,
      gender: profile.gender,
      strengths,
      personalityType,
      target,
      style: request.body.style,
      date: new Date(),
    };
    const letter = await app.ai.generateText(writeLetterTask, input).then(
      (text) => (app.ai.kind === 'offline' ? text : text.split('\n').map(typographieFr).join('\n')),
      (error: unknown) => {
        // A provider that fails must not cost the student their letter.
        request.log.warn({ err: error }, 'lettre IA impossible : rédacteur hors ligne utilisé');
        return writeLetter(input);
      },
    );
    const saved = await saveLetter(app.database, userId, {
      targetType: selection.type,
      target: selection.label,
      style: request.body.style,
      content: letter,
    });
    return { letter, saved };
  });

  registerRoute(app, routes.mine, async (request) => ({
    letters: await listLetters(app.database, request.user.id),
  }));
};
