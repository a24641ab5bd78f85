// What other modules and the composition root use of the auth module (docs/architecture.md).

export { accountIfPasswordMatches, readAccount } from './account.service';
export { registerAccountsSupport } from './auth.plugin';
export { authRoutes } from './auth.routes';
export { type AuthDeps, authDepsOf } from './auth-deps';
export { sendConfirmationMail } from './email-confirmation.service';
export { hashPassword } from './passwords';
export { clearRefreshCookie } from './refresh-cookie';
export { createAccountOrNotify } from './registration.service';
export { endAllSessions, SESSION_ENDS_CHANNEL, type SessionEndDeps } from './sessions.service';
export { signedInStudentId } from './signed-in-reader';
export type { SignupConsentPort } from './signup-consent-port';
