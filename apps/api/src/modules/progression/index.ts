// What other modules and the composition root use of the progression module (docs/architecture.md).

export { progressionRoutes } from './progression.routes';
export { getProgression } from './progression.service';
