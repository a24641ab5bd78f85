import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { DrawnAppData } from '@declic/domain';
import type { FastifyBaseLogger } from 'fastify';

/** An /app page's shell drawn for a student (apps/web entry-server.tsx `renderAppPage`). */
export interface RenderedAppPage {
  html: string;
  /** The source files of the page's routes, as Vite's manifest names them. */
  modules: string[];
}

/** Null for a path the app does not draw in its shell, or when the drawing fails. */
export type AppRenderer = (path: string, data: DrawnAppData) => RenderedAppPage | null;

interface RendererModule {
  renderAppPage?: AppRenderer;
}

/**
 * The web app's drawing of /app pages, read from the same built module as the public pages'
 * (page-renderer.ts). Null when it is absent or older than this server: /app pages then ship as
 * the bare app, as before.
 */
export async function loadAppRenderer(file: string, log: FastifyBaseLogger): Promise<AppRenderer | null> {
  if (!fs.existsSync(file)) return null;
  let render: AppRenderer | undefined;
  try {
    ({ renderAppPage: render } = (await import(pathToFileURL(file).href)) as RendererModule);
  } catch (error) {
    log.error(
      { err: error, file },
      'Rendu serveur illisible : les pages de l’appli partent sans leur coquille',
    );
    return null;
  }
  if (!render) return null;
  const draw = render;
  return (path, data) => {
    try {
      return draw(path, data);
    } catch (error) {
      log.error({ err: error, path }, 'Coquille de l’appli impossible à dessiner : la page part nue');
      return null;
    }
  };
}
