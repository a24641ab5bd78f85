import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicPageHtml } from './page-html';

/**
 * Serves the built web app and answers every non-API page path with index.html, so the
 * client router handles deep links. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`Application web non construite (${indexPath} absent) : lancez npm run build.`);
    return;
  }
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The build writes .br and .gz beside each asset: sent as they are to browsers that accept them.
    preCompressed: true,
    // '/' goes to the page handler below, which gives the landing page its own head.
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    const relative = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const candidate = path.join(distDir, path.normalize(relative));
    if (
      candidate.startsWith(distDir) &&
      relative !== '/' &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    const page = publicPageHtml(indexHtml, relative, app.config.publicUrl);
    if (page) return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
