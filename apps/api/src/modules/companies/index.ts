export { companiesRoutes } from './companies.routes';
