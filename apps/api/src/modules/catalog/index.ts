// What other modules and the composition root use of the catalog module (docs/architecture.md).

export { catalogRoutes } from './catalog.routes';
export { savedIds } from './saved-items.repository';
