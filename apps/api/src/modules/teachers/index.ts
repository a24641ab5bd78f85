// What other modules and the composition root use of the teachers module (docs/architecture.md).

export { activeTeacherOf, teacherErrors, teacherForStaff } from './teacher-access';
export { teachersRoutes } from './teachers.routes';
