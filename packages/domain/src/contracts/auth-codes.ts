/**
 * Stable codes the web pages react to (other codes just show their message). Apart from the
 * schemas: the sign-in page's script reads them without loading Zod.
 */
export const AUTH_ERROR_CODES = {
  emailNotConfirmed: 'email_non_confirme',
  invalidCredentials: 'identifiants_invalides',
  invalidLink: 'lien_invalide',
  expiredLink: 'lien_expire',
  usedLink: 'lien_deja_utilise',
  sessionExpired: 'session_expiree',
  tooManyAttempts: 'trop_de_tentatives',
} as const;
