// What other modules may use of the geography module: imported from here, never from its repository.
export { findDepartementCode, findRegionCode } from './geo.repository';
