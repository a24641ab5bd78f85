// What other modules may use of the job facts module: imported from here, never from its repositories.

export { readJobFacts, readJobSalary } from './job-facts.service';
export { findRomeFiche } from './rome-match.repository';
