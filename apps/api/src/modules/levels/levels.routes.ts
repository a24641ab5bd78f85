import { API, englishLevelFromScore, publicSalaryEvaluation, scoreLevel5 } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { evaluateJob } from './level7.service';
import { saveNiveau5 } from './niveau5.repository';

/** Level questionnaires (niveau5) and level 7 salaries; every route acts on the caller only. */
export const levelsRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.levels.niveau5, async (request) => {
    // The level the browser computed is only informative: the server scores the answers itself.
    const score = scoreLevel5(request.body.answers);
    const result = { englishLevel: englishLevelFromScore(score), score };
    await saveNiveau5(app.database, request.user.id, request.body.answers, result);
    return result;
  });

  registerRoute(app, API.levels.evaluateJob, async (request) => {
    // Answers and explanations stay on the server: the salary step is scored there.
    return publicSalaryEvaluation(await evaluateJob(app.database, request.body.job));
  });
};
