/**
 * Staff accounts of the e2e server (STAFF_EMAILS), one per parallel worker so that two workers
 * never sign up the same address at once.
 */
export const E2E_STAFF_EMAILS = [0, 1, 2, 3].map((index) => `equipe${index}.e2e@example.fr`);
