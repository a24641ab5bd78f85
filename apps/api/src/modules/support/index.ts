// What other modules may use of the support module: imported from here, never from its repository.
export { listRecentBugReports } from './support.repository';
export { supportRoutes } from './support.routes';
