import type { DatabaseHandle } from '../../db/database';
import type { Clock } from '../../kernel/clock';
import type { Mailer } from '../../plugins/mail';

/** What a sign-up under 15 asks of the parental consent, kept by the parents module. */
export interface SignupConsentPort {
  /** At sign-up: the parent's address is kept; no mail leaves yet. */
  noteAtSignup(
    deps: { database: DatabaseHandle; clock: Clock },
    studentId: string,
    parentEmail: string,
  ): Promise<void>;
  /** The student confirmed their own address: the parent may now get the link. */
  onEmailConfirmed(
    deps: { database: DatabaseHandle; clock: Clock; mailer: Mailer; publicUrl: string },
    studentId: string,
  ): Promise<void>;
}

// Accounts sit below parents: the composition root (app.ts) wires the parents module in here.
declare module 'fastify' {
  interface FastifyInstance {
    signupConsent: SignupConsentPort;
  }
}
