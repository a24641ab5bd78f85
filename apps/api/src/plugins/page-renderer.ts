import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { BlogLibrary, SiteConfig } from '@declic/domain';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A public page drawn by the web's server rendering (apps/web/src/entry-server.tsx): what `#root`
 * holds, and whether the page ships static with its islands (public-page.html) or is hydrated
 * whole by the app (index.html).
 */
export interface RenderedPage {
  html: string;
  hydration: 'islands' | 'whole-page';
}

/** A public page's content, or null to ship the bare shell. */
export type PageRenderer = (path: string, library: BlogLibrary) => Promise<RenderedPage | null>;

interface RendererModule {
  renderPage(url: string, library: BlogLibrary, site: SiteConfig): Promise<RenderedPage | null>;
}

/**
 * The web app's server rendering (apps/web/src/entry-server.tsx, built to dist-ssr), wrapped so
 * that each page is drawn once per set of published articles, and a page that fails to draw
 * ships as the shell rather than failing. The site's configuration (the publisher's identity on
 * the legal pages) is drawn in. Null when it is not built or cannot be read: pages keep their
 * text in <noscript>.
 */
export async function loadPageRenderer(
  file: string,
  baseUrl: string,
  site: SiteConfig,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  if (!fs.existsSync(file)) {
    log.warn(`Rendu serveur des pages publiques absent (${file}) : lancez npm run build.`);
    return null;
  }
  let renderPage: RendererModule['renderPage'];
  try {
    ({ renderPage } = (await import(pathToFileURL(file).href)) as RendererModule);
  } catch (error) {
    // A broken build must not keep the API and the app from starting: the pages go without it.
    log.error(
      { err: error, file },
      'Rendu serveur illisible : les pages publiques partent sans leur contenu',
    );
    return null;
  }
  return cachedRenderer(async (path, library) => {
    try {
      return await renderPage(new URL(path, baseUrl).href, library, site);
    } catch (error) {
      log.error({ err: error, path }, 'Rendu serveur impossible : la page part sans son contenu');
      return null;
    }
  });
}

/**
 * One drawing per path and per set of published articles (the blog store hands out a new
 * object when the staff publish): the paths are the public pages only, so the cache stays small.
 */
export function cachedRenderer(render: PageRenderer): PageRenderer {
  const byLibrary = new WeakMap<BlogLibrary, Map<string, Promise<RenderedPage | null>>>();
  return (path, library) => {
    let pages = byLibrary.get(library);
    if (!pages) {
      pages = new Map();
      byLibrary.set(library, pages);
    }
    let page = pages.get(path);
    if (!page) {
      page = render(path, library);
      pages.set(path, page);
    }
    return page;
  };
}
