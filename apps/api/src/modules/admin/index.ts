// What other modules and the composition root use of the admin module (docs/architecture.md).

export { adminRoutes } from './admin.routes';
