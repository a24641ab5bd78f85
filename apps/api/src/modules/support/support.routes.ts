import { bugReportReceiptSchema, bugReportSchema } from '@declic/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitBugReport } from './support.service';

// Generous for someone reporting a few bugs, tight for a script.
const BUG_REPORTS_PER_WINDOW = 5;
const BUG_REPORT_WINDOW = '15 minutes';

/**
 * POST /api/support/bug (spec section 7). Signed in or not: a broken login page is a bug too.
 * The limiter is the one registered on the root instance (`global: false`, by the accounts
 * module); this route opts in through its `config.rateLimit`.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  // A bearer token, when present, must be valid; without one the report is anonymous.
  const optionalAuthentication = async (
    request: FastifyRequest,
    reply: Parameters<typeof app.authenticate>[1],
  ) => {
    if (request.headers.authorization) await app.authenticate(request, reply);
  };

  app.post(
    '/support/bug',
    {
      onRequest: optionalAuthentication,
      config: {
        rateLimit: {
          max: BUG_REPORTS_PER_WINDOW,
          timeWindow: BUG_REPORT_WINDOW,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
        },
      },
      schema: { body: bugReportSchema, response: { 201: bugReportReceiptSchema } },
    },
    async (request, reply) => {
      const { title, description, location, userAgent, email } = request.body;
      const receipt = await submitBugReport(
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
      return reply.status(201).send(receipt);
    },
  );
};
