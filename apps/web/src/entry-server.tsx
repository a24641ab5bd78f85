import type { BlogLibrary, DrawnAppData, SiteConfig } from '@declic/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { DrawnAppShell } from './app/drawn-app/drawn-app-shell';
import { openLevel } from './app/drawn-app/drawn-page';
import { routeModules } from './app/drawn-app/route-modules';
import { type PageHydration, pageHydration } from './app/page-hydration';
import { routes } from './app/routes';
import { provideBlogLibrary } from './features/blog/api/blog-library';
import { levelScreenModule } from './features/levels/registry';
import { provideSiteConfig } from './lib/site-config';

const handler = createStaticHandler(routes);

/** A public page as the server sends it: its content, and how the browser brings it to life. */
export interface RenderedPage {
  /** What `#root` holds: the page as the browser's first render draws it. */
  html: string;
  /** `islands`: static HTML, sent with public-page.html; `whole-page`: main.tsx hydrates it. */
  hydration: PageHydration;
}

/**
 * The HTML of a public page for the server to put in `#root`: the text is there before any
 * script runs, with the published articles and the site's configuration (the publisher's identity
 * on the legal pages). Null when the route redirects or fails, and the page then ships as the bare
 * shell.
 */
export async function renderPage(
  url: string,
  library: BlogLibrary,
  site?: SiteConfig,
): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  provideBlogLibrary(library);
  if (site) provideSiteConfig(site);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, hydration: pageHydration(context.matches.map((match) => match.route.handle)) };
}

/** An /app page drawn for a signed-in student: its shell, and the source files of its routes. */
export interface RenderedAppPage {
  html: string;
  /** As Vite's manifest names them: the server announces their chunks (modulepreload). */
  modules: string[];
}

/**
 * The shell of an /app page with the student's level and XP (app/drawn-app): what `#root` holds
 * until the app draws the same over it. Null for a path the app does not draw under its shell (an
 * unknown /app path goes to the landing page).
 */
export function renderAppPage(path: string, data: DrawnAppData): RenderedAppPage | null {
  const modules = routeModules(routes, path);
  if (!modules.includes('src/app/routes/app/shell.tsx')) return null;
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <DrawnAppShell path={path} data={data} />
      </StaticRouter>
    </StrictMode>,
  );
  // The app's first step on such a page (main.tsx) is announced with the route's chunks, and a
  // level's screen with them: otherwise its code is asked for only once the page has drawn.
  const level = openLevel(path, data.progression);
  const screen = level === null ? undefined : levelScreenModule(level);
  return { html, modules: ['src/app/drawn-app/take-over.ts', ...modules, ...(screen ? [screen] : [])] };
}
