// What other modules and the composition root use of the progression module (docs/architecture.md).

export { drawnAppData } from './drawn-app-data';
export { progressionRoutes } from './progression.routes';
export { getProgression } from './progression.service';
