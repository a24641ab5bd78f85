// What other modules may use of the job offers module: imported from here, never from its repository.
export { findOffresByIds } from './offres.repository';
