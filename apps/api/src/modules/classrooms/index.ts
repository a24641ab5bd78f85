// What the composition root uses of the classrooms module (docs/architecture.md).

export { scheduleAssignmentReminders } from './assignment-reminders';
export { assignmentsRoutes } from './assignments.routes';
export { classroomsRoutes } from './classrooms.routes';
export { classDashboardRoutes } from './dashboard.routes';
export { classLicenceRoutes } from './licence.routes';
export { classroomMemberIds } from './licence.service';
export type { SharedItemsReader } from './shared-items-port';
