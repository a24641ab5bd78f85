/**
 * How a page that the server draws comes to life in the browser. `whole-page`: main.tsx hydrates
 * the whole tree (forms, pages that read the API). `islands`: the page stays static HTML and
 * public-page.ts wakes only its islands (`data-island`), no React, no router.
 */
export type PageHydration = 'whole-page' | 'islands';

/** The `handle` of a route whose page ships as static HTML with islands. */
export const STATIC_PAGE = { hydration: 'islands' } satisfies { hydration: PageHydration };

/** What the matched routes ask for: islands only when a route says so. */
export function pageHydration(handles: readonly unknown[]): PageHydration {
  const isStatic = handles.some(
    (handle) =>
      typeof handle === 'object' &&
      handle !== null &&
      'hydration' in handle &&
      handle.hydration === 'islands',
  );
  return isStatic ? 'islands' : 'whole-page';
}
