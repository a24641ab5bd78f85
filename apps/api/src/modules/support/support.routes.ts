import { API } from '@declic/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { submitBugReport } from './support.service';

// Generous for someone reporting a few bugs, tight for a script.
const BUG_REPORTS_PER_WINDOW = 5;
const BUG_REPORT_WINDOW = '15 minutes';

/**
 * POST /api/support/bug (spec section 7). Signed in or not: a broken login page is a bug too.
 * The limiter is the one registered on the root instance (`global: false`, by the accounts
 * module); this route opts in through its `config.rateLimit`.
 */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  const rateLimit = {
    max: BUG_REPORTS_PER_WINDOW,
    timeWindow: BUG_REPORT_WINDOW,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.user
        ? `user:${app.rateLimitKeys.personal(request.user.id)}`
        : `ip:${app.rateLimitKeys.personal(request.ip)}`,
  };

  registerRoute(
    app,
    API.support.reportBug,
    async (request) => {
      const { title, description, location, userAgent, email } = request.body;
      return submitBugReport(
        {
          database: app.database,
          log: request.log,
          supportEmail: app.config.site.supportEmail,
          sendMail: (message) => app.mailer.send(message),
        },
        {
          userId: request.user?.id ?? null,
          email: request.user?.email ?? (email || null),
          title,
          description,
          location,
          userAgent,
        },
      );
    },
    { config: { rateLimit } },
  );
};
