// What the composition root uses of the classrooms module (docs/architecture.md).

export { classroomsRoutes } from './classrooms.routes';
export { classDashboardRoutes } from './dashboard.routes';
export type { SharedItemsReader } from './shared-items-port';
