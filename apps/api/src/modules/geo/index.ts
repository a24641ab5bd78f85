// What other modules may use of the geography module: imported from here, never from its repository.
export { findCommune, findDepartementCode, findRegionCode } from './geo.repository';
export { geoRoutes } from './geo.routes';
