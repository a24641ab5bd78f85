export * from './all-routes';
export * from './route';
// The sign-in pages and the session code use the auth group alone: importing it, rather than the
// whole table, keeps every other group's Zod schemas out of the public pages' JavaScript.
export { authApi } from './routes/auth';
export { API } from './table';
