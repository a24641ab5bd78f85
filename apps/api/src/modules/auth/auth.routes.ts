import {
  confirmEmailRequestSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  mailSentResponseSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  sessionSchema,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmEmail, resendConfirmation } from './email-confirmation.service';
import { requireSameOrigin } from './origin-check';
import { requestPasswordReset, resetPassword } from './password-recovery.service';
import { rateLimited } from './rate-limits';
import { registerAccount } from './registration.service';
import { closeSession, openSession, refreshSession } from './sessions.service';
import { signIn } from './sign-in.service';

const mailSent = { 202: mailSentResponseSchema };

/** Sign-up, e-mail confirmation, sign-in, sessions and password recovery, under /api/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const sameOrigin = requireSameOrigin(app.config.publicUrl);

  app.post(
    '/register',
    { schema: { body: registerRequestSchema, response: mailSent }, preHandler: rateLimited(app, 'register') },
    async (request, reply) => {
      await registerAccount(app, request.body);
      return reply.status(202).send({ message: 'Email de confirmation envoyé' });
    },
  );

  app.post(
    '/confirm',
    { schema: { body: confirmEmailRequestSchema, response: { 200: sessionSchema } } },
    async (request, reply) => openSession(app, reply, await confirmEmail(app, request.body.token)),
  );

  app.post(
    '/resend',
    { schema: { body: emailOnlyRequestSchema, response: mailSent }, preHandler: rateLimited(app, 'resend') },
    async (request, reply) => {
      await resendConfirmation(app, request.body.email);
      return reply.status(202).send({
        message: 'Si cette adresse attend encore sa confirmation, un nouvel e-mail vient de partir.',
      });
    },
  );

  app.post(
    '/login',
    {
      schema: { body: loginRequestSchema, response: { 200: sessionSchema } },
      preHandler: rateLimited(app, 'login'),
    },
    async (request, reply) => openSession(app, reply, await signIn(app, request.body)),
  );

  app.post(
    '/refresh',
    { schema: { response: { 200: sessionSchema } }, preHandler: sameOrigin },
    async (request, reply) => refreshSession(app, request, reply),
  );

  app.post(
    '/logout',
    { schema: { body: logoutRequestSchema.nullish() }, preHandler: sameOrigin },
    async (request, reply) => {
      await closeSession(app, request, reply, request.body?.scope ?? 'local');
      return reply.status(204).send();
    },
  );

  app.post(
    '/recover',
    {
      schema: { body: emailOnlyRequestSchema, response: mailSent },
      preHandler: rateLimited(app, 'recovery'),
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.body.email);
      return reply.status(202).send({
        message:
          'Si un compte existe avec cette adresse, tu vas recevoir un lien pour choisir un nouveau mot de passe.',
      });
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: passwordResetRequestSchema, response: { 200: mailSentResponseSchema } } },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.password);
      return { message: 'Ton mot de passe est changé. Connecte-toi avec le nouveau.' };
    },
  );
};
