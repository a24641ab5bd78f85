import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { HttpError } from '../../plugins/errors';
import { readProfileAvatar, saveProfileAvatar } from './avatar.repository';
import { renderAvatarSvg } from './avatar-render';

// Only our own picture address, or none: never a third-party or script URL in the profile.
const OWN_AVATAR_URL = /^\/api\/avatars\/[a-z-]+\.svg\?[\w%.=&+*-]*$/;

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

  registerRoute(app, routes.avatar, async (request) => readProfileAvatar(app.database, request.user.id));

  registerRoute(app, routes.saveAvatar, async (request) => {
    if (request.body.url !== undefined && !OWN_AVATAR_URL.test(request.body.url)) {
      throw new HttpError(
        400,
        'avatar_url_invalide',
        'L’adresse de l’avatar doit être celle que Déclic a dessinée.',
      );
    }
    return saveProfileAvatar(app.database, request.user.id, request.body);
  });
};
