/**
 * Paths (under /api) of the calls the sign-in page makes before anything needs validating: the
 * route table uses them, and the page's script calls them without loading the table or its Zod
 * schemas (this module imports nothing).
 */
export const AUTH_PATHS = {
  login: '/auth/login',
  resend: '/auth/resend',
  recover: '/auth/recover',
} as const;
