import { API, LETTER_SUGGEST_MIN_CHARS } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { generateLetter, letterSuggestions, lettersOf } from './letters.service';

const routes = API.letters;

/** /api/letter (level 12): suggestions, generation and the student's saved letters. */
export const lettersRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, routes.suggest, (request) =>
    letterSuggestions(app.database, request.query.type, request.query.q, LETTER_SUGGEST_MIN_CHARS),
  );

  // The provider is read at each call: a test may swap it once the app is built.
  registerRoute(app, routes.generate, (request) =>
    generateLetter({ database: app.database, ai: app.ai, log: request.log }, request.user.id, request.body),
  );

  registerRoute(app, routes.mine, (request) => lettersOf(app.database, request.user.id));
};
