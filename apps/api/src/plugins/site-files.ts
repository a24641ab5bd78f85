import { robotsTxt, sitemapXml } from '@declic/domain';
import type { FastifyInstance } from 'fastify';

/**
 * /robots.txt and /sitemap.xml for search engines, with absolute addresses from PUBLIC_URL.
 * Outside /api: crawlers look for them at the root of the site.
 */
export function registerSiteFiles(app: FastifyInstance): void {
  const base = app.config.publicUrl;
  // Not part of the API: kept out of the OpenAPI document.
  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(base)),
  );
  app.get('/sitemap.xml', hidden, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(base, app.blog.library().posts)),
  );
}
