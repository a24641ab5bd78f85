// What other modules and the composition root use of the health module (docs/architecture.md).

export { healthRoutes } from './health.routes';
