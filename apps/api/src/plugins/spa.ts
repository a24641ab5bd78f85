import fs from 'node:fs';
import path from 'node:path';
import {
  type BlogLibrary,
  isAppPath,
  type PageMeta,
  publicPageMeta,
  SEED_BLOG_LIBRARY,
} from '@declic/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type DrawnAppDataOf, drawnAppPages } from './drawn-app';
import { type PageShells, publicPageHtml } from './page-html';
import { loadPageRenderer, type PageRenderer } from './page-renderer';

/**
 * The head of a page whose content lives in the database (a shared results link): its meta,
 * null when the page does not exist (404), undefined when the path is not one of these pages.
 */
export type DynamicPageMeta = (path: string) => Promise<PageMeta | null | undefined>;

/**
 * Serves the built web app and answers every non-API page path with index.html, so the
 * client router handles deep links. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  dynamicPageMeta: DynamicPageMeta = async () => undefined,
  blogLibrary?: () => BlogLibrary,
  drawnAppDataOf: DrawnAppDataOf = async () => null,
): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`Application web non construite (${indexPath} absent) : lancez npm run build.`);
    return;
  }
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  const islandsPath = path.join(distDir, 'public-page.html');
  const shells: PageShells = {
    app: indexHtml,
    islands: fs.existsSync(islandsPath) ? fs.readFileSync(islandsPath, 'utf8') : null,
  };
  // The server rendering (a large module) loads once the server listens, not before: a page asked
  // for meanwhile waits for the same load, and /api/ready for its end (plugins/warm-up.ts).
  let renderer: Promise<PageRenderer | null> | undefined;
  const pageRenderer = () =>
    (renderer ??= loadPageRenderer(
      app.config.webRendererFile,
      app.config.publicUrl,
      app.config.site,
      app.log,
    ));
  const appPages = drawnAppPages(app, distDir, indexHtml, drawnAppDataOf);
  app.warmUp.add('rendu des pages', () => Promise.all([pageRenderer(), appPages.warmUp()]));
  await app.register(fastifyStatic, {
    root: distDir,
    // No route per built file (some 380, 0,3 s of the start): the page handler below sends files.
    serve: false,
    // The build writes .br and .gz beside each asset: sent as they are to browsers that accept them.
    preCompressed: true,
    // '/' goes to the page handler below, which gives the landing page its own head.
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
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
    if (isAppPath(relative)) {
      const drawn = await appPages.page(request, relative);
      // Personal (the student's level): never kept by a cache, the service worker's included.
      if (drawn)
        return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(drawn);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const dynamic = await dynamicPageMeta(relative);
    // A page that no longer exists (a deleted share link): the app says so, under a real 404.
    if (dynamic === null) return reply.code(404).header('Cache-Control', 'no-store').sendFile('index.html');
    const library = blogLibrary?.() ?? SEED_BLOG_LIBRARY;
    // Drawn on the server: the public pages (a bounded set of paths), without a query string,
    // which the rendering would have to match and which would let anyone fill the cache.
    const publicPath = dynamic || request.url.includes('?') ? null : publicPageMeta(relative, library)?.path;
    const render = publicPath ? await pageRenderer() : null;
    const rendered = render && publicPath ? await render(publicPath, library) : null;
    const page = publicPageHtml(shells, relative, app.config.publicUrl, dynamic, library, rendered);
    if (page) return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
