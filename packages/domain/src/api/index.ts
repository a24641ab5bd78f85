export * from './all-routes';
export * from './route';
// The sign-in pages and the session code use the auth group alone (the company sign-up page, its
// group): importing it, rather than the whole table, keeps every other group's Zod schemas out of
// the public pages' JavaScript.
export { authApi } from './routes/auth';
export { AUTH_PATHS } from './routes/auth-paths';
export { companiesApi } from './routes/companies';
export { API } from './table';
