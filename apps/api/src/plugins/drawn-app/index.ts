import path from 'node:path';
import type { DrawnAppData } from '@declic/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appPageHtml } from './app-page-html';
import { type AppRenderer, loadAppRenderer } from './app-renderer';
import { chunkUrls, readViteManifest } from './route-preloads';

/** An /app page drawn for the student who asks for it, or null to ship the bare app. */
/**
 * What an /app page carries for the student who asks for it (their refresh cookie read, never
 * traded), null for anyone else: a port the composition root wires to the progression module.
 */
export type DrawnAppDataOf = (request: FastifyRequest) => Promise<DrawnAppData | null>;

export type DrawnAppPage = (request: FastifyRequest, pagePath: string) => Promise<string | null>;

/**
 * /app pages sent drawn (issue 44): for a student whose refresh cookie is live, the app's shell
 * with their level and XP, the page's chunks announced, their progression embedded. Everyone else
 * gets the bare app as before (its guard sends a signed-out visitor to /login).
 */
export function drawnAppPages(
  app: FastifyInstance,
  distDir: string,
  indexHtml: string,
  dataOf: DrawnAppDataOf,
): {
  page: DrawnAppPage;
  warmUp: () => Promise<unknown>;
} {
  const manifest = readViteManifest(distDir);
  let renderer: Promise<AppRenderer | null> | undefined;
  const appRenderer = () => (renderer ??= loadAppRenderer(app.config.webRendererFile, app.log));
  return {
    warmUp: () => appRenderer(),
    page: async (request, pagePath) => {
      const data = await dataOf(request);
      if (!data) return null;
      const drawn = (await appRenderer())?.(path.posix.normalize(pagePath), data);
      if (!drawn) return null;
      return appPageHtml(indexHtml, drawn.html, chunkUrls(manifest, drawn.modules, indexHtml), data);
    },
  };
}
