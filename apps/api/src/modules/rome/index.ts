// What other modules may use of the ROME module: imported from here, never from its repositories.
export { loadCatalogue } from './catalogue.repository';
export { readMetierSheet } from './metier-sheet.repository';
export { romeRoutes } from './rome.routes';
