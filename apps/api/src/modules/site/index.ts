// What other modules and the composition root use of the site module (docs/architecture.md).

export { siteRoutes } from './site.routes';
