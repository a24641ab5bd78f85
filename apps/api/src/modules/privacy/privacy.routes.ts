import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { unauthenticated } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { accountIfPasswordMatches, clearRefreshCookie, endAllSessions, type SessionEndDeps } from '../auth';
import { deleteAccount } from './account-deletion.service';
import { exportUserData } from './data-export.service';

/** 'Mes données': download everything, or erase the account. Always the caller's own. */
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  const sessions: SessionEndDeps = { database: app.database, clock: app.clock, realtime: app.realtime };

  registerRoute(app, API.privacy.exportData, async (request, reply) => {
    const data = await exportUserData(app.database, request.user.id, app.clock.now());
    if (!data) throw unauthenticated();
    reply.header('content-disposition', 'attachment; filename="declic-mes-donnees.json"');
    reply.header('cache-control', 'no-store');
    return data;
  });

  registerRoute(app, API.privacy.deleteAccount, async (request, reply) => {
    const account = await accountIfPasswordMatches(app.database, request.user.id, request.body.password);
    if (!account) {
      throw new HttpError(
        403,
        'mot_de_passe_incorrect',
        'Mot de passe incorrect : ton compte n’a pas été supprimé.',
      );
    }
    // Sockets and access tokens end first: nothing keeps talking for the deleted account.
    await endAllSessions(sessions, account.id);
    await deleteAccount(app.database, account.id, app.accountErasers, app.rateLimitKeys);
    request.log.info({ userId: account.id }, 'compte supprimé à la demande de son titulaire');
    clearRefreshCookie(reply, app.config.publicUrl);
  });
};
