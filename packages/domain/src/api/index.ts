export * from './all-routes';
export * from './route';
export { privacyApi, romeApi, supportApi } from './routes/account-data';
// The web app imports each group alone (`levelsApi`, not `API.levels`): a page's JavaScript then
// builds the Zod schemas of the groups it calls, not those of the whole table (the sign-in pages
// carry `authApi` only, a student's page never the staff's or the companies' routes).
export { adminApi } from './routes/admin';
export { advisorApi } from './routes/advisor';
export { aidsApi } from './routes/aids';
export { assignmentsApi } from './routes/assignments';
export { authApi } from './routes/auth';
export { AUTH_PATHS } from './routes/auth-paths';
export { blogApi } from './routes/blog';
export { catalogApi } from './routes/catalog';
export { chatApi } from './routes/chat';
export { classDashboardApi } from './routes/class-dashboard';
export { classLicenceApi } from './routes/class-licence';
export { classroomsApi } from './routes/classrooms';
export { companiesApi } from './routes/companies';
export { figuresApi } from './routes/figures';
export { healthApi } from './routes/health';
export { lettersApi } from './routes/letters';
export { levelsApi } from './routes/levels';
export { orientationApi } from './routes/orientation';
export { parentsApi } from './routes/parents';
export { paymentsApi } from './routes/payments';
export { progressionApi } from './routes/progression';
export { sharingApi } from './routes/sharing';
export { establishmentsApi, teachersApi } from './routes/teachers';
export { usersApi } from './routes/users';
export { API } from './table';
