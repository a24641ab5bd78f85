import {
  type AvatarConfig,
  needsParentConsent,
  type QuestionnaireResponse,
  type RegistrationProfile,
} from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import { noteSignupConsent } from '../parents/signup-consent.service';
import { findAccountByEmail, insertAccount } from './accounts.repository';
import { existingAccountMail } from './auth-mails';
import { sendConfirmationMail } from './email-confirmation.service';
import { hashPassword } from './passwords';
import { isStaffEmail } from './staff';

export interface Registration {
  email: string;
  password: string;
  /** Under 15: the parent who confirms the sign-up (checked by the request schema). */
  parentEmail?: string;
  userData: RegistrationProfile;
  avatarData?: AvatarConfig | null;
  questionnaireResponses?: QuestionnaireResponse[] | null;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Creates the account in one transaction and mails the confirmation link. An address that
 * already has an account gets an e-mail instead, and the caller the very same answer: the
 * form cannot be used to find out who is registered.
 */
export async function registerAccount(app: FastifyInstance, registration: Registration): Promise<void> {
  // The costly hash is done for every request; what depends on the address happens after the answer.
  const passwordHash = await hashPassword(registration.password);
  app.background.run('inscription', () => createOrNotify(app, registration, passwordHash));
}

async function createOrNotify(app: FastifyInstance, registration: Registration, passwordHash: string) {
  const { db } = app.database;
  const existing = await findAccountByEmail(db, registration.email);
  if (existing) return notifyExistingAccount(app, registration.email);
  try {
    const id = await insertAccount(db, {
      email: registration.email,
      passwordHash,
      isStaff: isStaffEmail(app.config, registration.email),
      profile: registration.userData,
      avatar: registration.avatarData ?? null,
      answers: registration.questionnaireResponses ?? [],
    });
    if (registration.parentEmail && needsParentConsent(registration.userData.age)) {
      await noteSignupConsent(app, id, registration.parentEmail);
    }
    await sendConfirmationMail(app, { id, email: registration.email });
  } catch (error) {
    // Two sign-ups with one address at the same instant: the second is an existing account.
    if ((error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION) {
      return notifyExistingAccount(app, registration.email);
    }
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      return notifyExistingAccount(app, registration.email);
    throw error;
  }
}

async function notifyExistingAccount(app: FastifyInstance, email: string): Promise<void> {
  const account = await findAccountByEmail(app.database.db, email);
  if (!account) return;
  if (!account.emailConfirmedAt) return sendConfirmationMail(app, account);
  const loginUrl = `${app.config.publicUrl}/login`;
  app.mailer.sendInBackground({ to: email, ...existingAccountMail(loginUrl) });
}
