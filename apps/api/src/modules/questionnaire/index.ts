// What other modules may use of the questionnaire module: imported from here, never from its repository.
export { listOrientationItems, readAnswers } from './questionnaire.repository';
export { questionnaireRoutes } from './questionnaire.routes';
