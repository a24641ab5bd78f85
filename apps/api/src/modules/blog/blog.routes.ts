import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { saveFromStaff, staffArticles } from './blog.service';

/** /api/blog (the published articles) and the staff's editor. */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  const deps = { database: app.database, realtime: app.realtime, store: app.blog };
  registerRoute(app, API.blog.library, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const { posts, bodies } = app.blog.library();
    return { posts: [...posts], bodies };
  });
  registerRoute(app, API.blog.staffList, async () => ({ articles: await staffArticles(app.database) }));
  registerRoute(app, API.blog.save, (request) =>
    saveFromStaff(deps, { staffId: request.user.id, via: 'api' }, request.params.slug, request.body),
  );
};
