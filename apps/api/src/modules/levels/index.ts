// What other modules and the composition root use of the levels module (docs/architecture.md).

export { adviceRoutes } from './advice.routes';
export { calendarRoutes } from './calendar.routes';
export { levelCataloguesRoutes } from './catalogues.routes';
export { certificatesRoutes } from './certificates.routes';
export { missingEvidence } from './engine/level-evidence';
export { readAllPassedSteps } from './engine/step-answers.repository';
export { levelStepsRoutes } from './engine/steps.routes';
export { interviewRoutes } from './interview.routes';
export { level12Routes } from './level12.routes';
export { levelsRoutes } from './levels.routes';
