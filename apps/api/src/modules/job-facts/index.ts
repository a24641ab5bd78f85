// What other modules may use of the job facts module: imported from here, never from its repositories.
export { findRomeFiche } from './rome-match.repository';
