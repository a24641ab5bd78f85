export { loadOpenfiscaParameters } from './aids.repository';
export { aidsRoutes } from './aids.routes';
export { estimateBourse, estimateLogement } from './aids.service';
