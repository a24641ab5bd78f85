// What other modules may use of the formations module: imported from here, never from its repository.

export { setAccessRates } from './access-rates.repository';
export {
  findFormationsByIds,
  recommendationCandidates,
  recommendedFormations,
} from './formations.repository';
