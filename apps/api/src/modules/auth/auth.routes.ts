import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { rateLimited } from '../../kernel/rate-limits';
import { authDepsOf } from './auth-deps';
import { confirmEmail, resendConfirmation } from './email-confirmation.service';
import { requireSameOrigin } from './origin-check';
import { requestPasswordReset, resetPassword } from './password-recovery.service';
import { registerAccount } from './registration.service';
import { closeSession, openSession, refreshSession } from './sessions.service';
import { signIn } from './sign-in.service';

const routes = API.auth;

/** Sign-up, e-mail confirmation, sign-in, sessions and password recovery, under /api/auth. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const deps = authDepsOf(app);
  const sameOrigin = { preHandler: [requireSameOrigin(app.config.publicUrl)] };
  const limited = (flow: Parameters<typeof rateLimited>[1]) => ({ preHandler: [rateLimited(app, flow)] });

  registerRoute(
    app,
    routes.register,
    async (request) => {
      await registerAccount(deps, request.body);
      return { message: 'Email de confirmation envoyé' };
    },
    limited('register'),
  );

  registerRoute(
    app,
    routes.confirm,
    async (request, reply) => openSession(deps, reply, await confirmEmail(deps, request.body.token)),
    limited('confirm'),
  );

  registerRoute(
    app,
    routes.resend,
    async (request) => {
      await resendConfirmation(deps, request.body.email);
      return { message: 'Si cette adresse attend encore sa confirmation, un nouvel e-mail vient de partir.' };
    },
    limited('resend'),
  );

  registerRoute(
    app,
    routes.login,
    async (request, reply) => openSession(deps, reply, await signIn(deps, request.body)),
    limited('login'),
  );

  registerRoute(
    app,
    routes.refresh,
    async (request, reply) => refreshSession(deps, request, reply),
    sameOrigin,
  );

  registerRoute(
    app,
    routes.logout,
    async (request, reply) => {
      await closeSession(deps, request, reply, request.body?.scope ?? 'local');
    },
    sameOrigin,
  );

  registerRoute(
    app,
    routes.recover,
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return {
        message:
          'Si un compte existe avec cette adresse, tu vas recevoir un lien pour choisir un nouveau mot de passe.',
      };
    },
    limited('recovery'),
  );

  registerRoute(
    app,
    routes.resetPassword,
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return { message: 'Ton mot de passe est changé. Connecte-toi avec le nouveau.' };
    },
    limited('reset'),
  );
};
