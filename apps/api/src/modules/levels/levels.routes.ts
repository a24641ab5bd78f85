import { API, englishLevelFromScore, scoreLevel5 } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { saveNiveau5 } from './niveau5.repository';

/** Level questionnaires (/api/questionnaire/niveau5); every route acts on the caller only. */
export const levelsRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.levels.niveau5, async (request) => {
    // The level the browser computed is only informative: the server scores the answers itself.
    const score = scoreLevel5(request.body.answers);
    const result = { englishLevel: englishLevelFromScore(score), score };
    await saveNiveau5(app.database, request.user.id, request.body.answers, result);
    return result;
  });
};
