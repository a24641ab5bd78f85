import type { RouteDefinition } from './route';
import { API } from './table';

function isRoute(value: object): value is RouteDefinition {
  return 'method' in value && 'path' in value;
}

function routesIn(group: object): RouteDefinition[] {
  return Object.values(group).flatMap((value: object) => (isRoute(value) ? [value] : routesIn(value)));
}

/**
 * The table as a flat list (groups may nest, e.g. a personal list's three routes). For the server
 * and its tests; a module of its own, so that the web never computes it.
 */
export const ALL_ROUTES: readonly RouteDefinition[] = routesIn(API);
