// What other modules may use of the job offers module: imported from here, never from its repository.

export { toOffreItem } from './offre-item';
export { findOffresByIds } from './offres.repository';
export { offresRoutes } from './offres.routes';
