import { siteConfigSchema } from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public settings the pages need at run time: publisher identity for the legal pages, handles. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/site', { schema: { response: { 200: siteConfigSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return app.config.site;
  });
};
