import { API, publicSalaryEvaluation } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { evaluateJob } from './level7.service';
import { gradeNiveau5 } from './niveau5.service';

/** Level questionnaires (niveau5) and level 7 salaries; every route acts on the caller only. */
export const levelsRoutes: FastifyPluginAsync = async (app) => {
  registerRoute(app, API.levels.niveau5, (request) =>
    gradeNiveau5(app.database, request.user.id, request.body.answers),
  );

  registerRoute(app, API.levels.evaluateJob, async (request) => {
    // Answers and explanations stay on the server: the salary step is scored there.
    return publicSalaryEvaluation(await evaluateJob(app.database, request.body.job));
  });
};
