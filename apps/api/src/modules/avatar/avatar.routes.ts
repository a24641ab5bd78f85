import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { avatarOf, saveAvatar } from './avatar.service';
import { renderAvatarSvg } from './avatar-render';

const routes = API.orientation;

export const avatarRoutes: FastifyPluginAsync = async (app) => {
  /** The avatar picture, drawn locally with DiceBear from the spec's URL parameters. */
  registerRoute(app, routes.avatarPicture, async (request, reply) => {
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return renderAvatarSvg(request.query);
  });

  registerRoute(app, routes.avatar, (request) => avatarOf(app.database, request.user.id));

  registerRoute(app, routes.saveAvatar, (request) => saveAvatar(app.database, request.user.id, request.body));
};
