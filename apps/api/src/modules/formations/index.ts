// What other modules may use of the formations module: imported from here, never from its repository.

export { setAccessRates } from './access-rates.repository';
export { findEstablishment } from './establishments.repository';
export { toFormationItem } from './formation-item';
export {
  findFormationsByIds,
  recommendationCandidates,
  recommendedFormations,
} from './formations.repository';
export { formationsRoutes } from './formations.routes';
