import {
  SIGNUP_CONSENT_VERSION,
  type SignupConsentPage,
  type SignupConsentState,
  signupConsentText,
} from '@declic/domain';
import { HttpError } from '../../plugins/errors';
import type { Realtime } from '../../plugins/realtime';
import type { SignupConsentPort } from '../auth';
import { endAllSessions } from '../auth';
import {
  findStudentRequest,
  noteRequest,
  type ParentRequestDeps,
  recordParentConsent,
  requestOfLiveLink,
  requestStatus,
  requestView,
  sendNotedRequest,
  sendToParent,
  studentIdentity,
} from './parent-request.service';
import { recordWithdrawal } from './parent-requests.repository';

/** A sign-up's consent: the links to the parent, and the student's sessions to end if it is withdrawn. */
export interface SignupConsentDeps extends ParentRequestDeps {
  realtime: Realtime;
}

/** At sign-up under 15: the parent's address is kept; the link leaves once the student's own address is confirmed. */
export async function noteSignupConsent(
  deps: Pick<ParentRequestDeps, 'database' | 'clock'>,
  studentId: string,
  parentEmail: string,
): Promise<void> {
  await noteRequest(deps, { studentId, purpose: 'inscription', parentEmail });
}

/** The student confirmed their address: the parent now gets the link (spam from fake sign-ups never leaves). */
export async function sendSignupConsentOnConfirm(deps: ParentRequestDeps, studentId: string): Promise<void> {
  const request = await findStudentRequest(deps.database, studentId, 'inscription');
  if (request && request.sends === 0) await sendNotedRequest(deps, request);
}

export async function signupConsentState(
  deps: Pick<ParentRequestDeps, 'database' | 'clock'>,
  studentId: string,
): Promise<SignupConsentState> {
  const request = await findStudentRequest(deps.database, studentId, 'inscription');
  return {
    awaitingParent: request !== null && (request.consentedAt === null || request.withdrawnAt !== null),
    request: request && requestView(request, deps.clock.now()),
  };
}

/** The student sends the link again, or to another parent (`parentEmail`). */
export async function resendSignupConsent(
  deps: ParentRequestDeps,
  studentId: string,
  parentEmail: string | null,
): Promise<SignupConsentState> {
  const request = await findStudentRequest(deps.database, studentId, 'inscription');
  if (!request) {
    throw new HttpError(404, 'aucune_demande', 'Ton inscription n’attend l’accord d’aucun parent.');
  }
  if (request.withdrawnAt) {
    throw new HttpError(
      409,
      'accord_retire',
      'Ton parent a retiré son accord\u202f: ton compte est suspendu.',
    );
  }
  await sendToParent(deps, { studentId, purpose: 'inscription', parentEmail });
  return signupConsentState(deps, studentId);
}

export async function signupConsentPage(
  deps: Pick<ParentRequestDeps, 'database' | 'clock'>,
  token: string,
): Promise<SignupConsentPage> {
  const request = await requestOfLiveLink(deps, token, 'inscription');
  const studentFirstName =
    (await studentIdentity(deps.database, request.studentId)).firstName ?? 'Votre enfant';
  return {
    studentFirstName,
    status: requestStatus(request, deps.clock.now()),
    consentText: signupConsentText(studentFirstName),
    consentVersion: SIGNUP_CONSENT_VERSION,
  };
}

/** The parent says yes: recorded (when, which text); a consent withdrawn before is given again. */
export async function giveSignupConsent(
  deps: Pick<ParentRequestDeps, 'database' | 'clock'>,
  token: string,
): Promise<SignupConsentPage> {
  const request = await requestOfLiveLink(deps, token, 'inscription');
  await recordParentConsent(deps, request.id, SIGNUP_CONSENT_VERSION);
  return signupConsentPage(deps, token);
}

/** The parent withdraws: the account is frozen at once (every session ends, sign-in refused). */
export async function withdrawSignupConsent(
  deps: SignupConsentDeps,
  token: string,
): Promise<SignupConsentPage> {
  const request = await requestOfLiveLink(deps, token, 'inscription');
  await recordWithdrawal(deps.database, request.id, deps.clock.now());
  await endAllSessions(deps, request.studentId);
  return signupConsentPage(deps, token);
}

/** The accounts' side of a sign-up under 15, wired into `auth` by the composition root (app.ts). */
export const signupConsentPort: SignupConsentPort = {
  noteAtSignup: noteSignupConsent,
  onEmailConfirmed: sendSignupConsentOnConfirm,
};
