import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { Clock } from '../../kernel/clock';
import type { AccessTokens } from '../../plugins/auth';
import type { Background } from '../../plugins/background';
import type { Mailer } from '../../plugins/mail';
import type { Realtime } from '../../plugins/realtime';
import type { SignupConsentPort } from './signup-consent-port';

/** What the account use cases need from the server; `auth.routes.ts` builds it once from the app. */
export interface AuthDeps {
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  /** Work done after the answer has left, so its timing says nothing about the address. */
  background: Background;
  accessTokens: AccessTokens;
  /** Where the end of an account's sessions is announced to its live connections. */
  realtime: Realtime;
  /** The app's address: the links in the e-mails, the refresh cookie's scope. */
  publicUrl: string;
  /** The STAFF_EMAILS setting, lower-cased. */
  staffEmails: readonly string[];
  /** The parents module's side of a sign-up under 15. */
  signupConsent: SignupConsentPort;
}

/** The account use cases' dependencies, taken from the running app. */
export function authDepsOf(app: FastifyInstance): AuthDeps {
  return {
    database: app.database,
    clock: app.clock,
    mailer: app.mailer,
    background: app.background,
    accessTokens: app.accessTokens,
    realtime: app.realtime,
    publicUrl: app.config.publicUrl,
    staffEmails: app.config.staffEmails,
    signupConsent: app.signupConsent,
  };
}
