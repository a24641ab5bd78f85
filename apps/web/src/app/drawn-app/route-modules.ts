import { matchRoutes, type RouteObject } from 'react-router';

/** The source file a route names in its handle (routes.tsx, `drawnWith`), if any. */
function routeModule(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('module' in handle)) return null;
  return typeof handle.module === 'string' ? handle.module : null;
}

/**
 * The source files of the lazy routes that draw `path`, outermost first, as Vite's manifest
 * names them: the server announces their chunks. Empty when one of them names none (its chunk
 * would be missed) or when no lazy route draws the path.
 */
export function routeModules(routes: RouteObject[], path: string): string[] {
  const modules: string[] = [];
  for (const { route } of matchRoutes(routes, path) ?? []) {
    const module = routeModule(route.handle);
    if (module) modules.push(module);
    else if (route.lazy) return [];
  }
  return modules;
}
