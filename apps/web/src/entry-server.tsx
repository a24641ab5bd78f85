import type { BlogLibrary } from '@declic/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes';
import { provideBlogLibrary } from './features/blog/api/blog-library';

const handler = createStaticHandler(routes);

/**
 * The HTML of a public page as the browser's first render draws it, for the server to put in
 * `#root` (main.tsx then hydrates it): the text is there before any script runs. Null when the
 * route redirects or fails, and the page then ships as the bare shell.
 */
export async function renderPage(url: string, library: BlogLibrary): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  provideBlogLibrary(library);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
