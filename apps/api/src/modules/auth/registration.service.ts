import {
  type AvatarConfig,
  needsParentConsent,
  type ProfileType,
  type QuestionnaireResponse,
  type RegistrationProfile,
} from '@declic/domain';
import { findAccountByEmail, insertAccount } from './accounts.repository';
import type { AuthDeps } from './auth-deps';
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
export async function registerAccount(deps: AuthDeps, registration: Registration): Promise<void> {
  // The costly hash is done for every request; what depends on the address happens after the answer.
  const passwordHash = await hashPassword(registration.password);
  deps.background.run('inscription', () => createOrNotify(deps, registration, passwordHash));
}

async function createOrNotify(deps: AuthDeps, registration: Registration, passwordHash: string) {
  await createAccountOrNotify(deps, registration.email, 'student', async () => {
    const id = await insertAccount(deps.database, {
      email: registration.email,
      passwordHash,
      isStaff: isStaffEmail(deps.staffEmails, registration.email),
      profile: registration.userData,
      avatar: registration.avatarData ?? null,
      answers: registration.questionnaireResponses ?? [],
    });
    if (registration.parentEmail && needsParentConsent(registration.userData.age)) {
      await deps.signupConsent.noteAtSignup(deps, id, registration.parentEmail);
    }
    return id;
  });
}

/**
 * Creates an account with `insert` and mails its confirmation link; an address that already has
 * an account (or gets one at the same instant) is told so by e-mail instead.
 */
export async function createAccountOrNotify(
  deps: AuthDeps,
  email: string,
  profileType: ProfileType,
  insert: () => Promise<string>,
): Promise<void> {
  if (await findAccountByEmail(deps.database, email)) return notifyExistingAccount(deps, email);
  try {
    const id = await insert();
    await sendConfirmationMail(deps, { id, email, profileType });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return notifyExistingAccount(deps, email);
    throw error;
  }
}

/** Someone signs up with an address that has an account: that address gets an e-mail, nothing else. */
async function notifyExistingAccount(deps: AuthDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.database, email);
  if (!account) return;
  if (!account.emailConfirmedAt) return sendConfirmationMail(deps, account);
  const loginUrl = `${deps.publicUrl}/login`;
  deps.mailer.sendInBackground({ to: email, ...existingAccountMail(loginUrl) });
}
