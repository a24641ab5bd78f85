export { remindSilentApplications, scheduleApplicationFollowUp } from './application-follow-up';
export { companiesRoutes } from './companies.routes';
