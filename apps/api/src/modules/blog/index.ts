import type { FastifyInstance } from 'fastify';
import { BLOG_CHANNEL } from './blog.service';
import { type BlogStore, openBlogStore } from './blog.store';

export { blogRoutes } from './blog.routes';

declare module 'fastify' {
  interface FastifyInstance {
    blog: BlogStore;
  }
}

/** Loads the published articles (seeding the first ones), and reloads them when any instance saves. */
export async function registerBlog(app: FastifyInstance): Promise<void> {
  const store = await openBlogStore(app.database);
  app.decorate('blog', store);
  app.realtime.subscribe(BLOG_CHANNEL, () => {
    store.reload().catch((error: Error) => app.log.error({ err: error }, 'rechargement du blog en échec'));
  });
}
