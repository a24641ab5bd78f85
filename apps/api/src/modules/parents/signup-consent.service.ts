import {
  SIGNUP_CONSENT_VERSION,
  type SignupConsentPage,
  type SignupConsentState,
  signupConsentText,
} from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { endAllSessions } from '../auth/sessions.service';
import {
  findStudentRequest,
  noteRequest,
  recordParentConsent,
  requestOfLiveLink,
  requestStatus,
  requestView,
  sendNotedRequest,
  sendToParent,
  studentIdentity,
} from './parent-request.service';
import { recordWithdrawal } from './parent-requests.repository';

/** At sign-up under 15: the parent's address is kept; the link leaves once the student's own address is confirmed. */
export async function noteSignupConsent(
  app: FastifyInstance,
  studentId: string,
  parentEmail: string,
): Promise<void> {
  await noteRequest(app, { studentId, purpose: 'inscription', parentEmail });
}

/** The student confirmed their address: the parent now gets the link (spam from fake sign-ups never leaves). */
export async function sendSignupConsentOnConfirm(app: FastifyInstance, studentId: string): Promise<void> {
  const request = await findStudentRequest(app, studentId, 'inscription');
  if (request && request.sends === 0) await sendNotedRequest(app, request);
}

export async function signupConsentState(
  app: FastifyInstance,
  studentId: string,
): Promise<SignupConsentState> {
  const request = await findStudentRequest(app, studentId, 'inscription');
  return {
    awaitingParent: request !== null && (request.consentedAt === null || request.withdrawnAt !== null),
    request: request && requestView(request, app.clock.now()),
  };
}

/** The student sends the link again, or to another parent (`parentEmail`). */
export async function resendSignupConsent(
  app: FastifyInstance,
  studentId: string,
  parentEmail: string | null,
): Promise<SignupConsentState> {
  const request = await findStudentRequest(app, studentId, 'inscription');
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
  await sendToParent(app, { studentId, purpose: 'inscription', parentEmail });
  return signupConsentState(app, studentId);
}

export async function signupConsentPage(app: FastifyInstance, token: string): Promise<SignupConsentPage> {
  const request = await requestOfLiveLink(app, token, 'inscription');
  const studentFirstName = (await studentIdentity(app, request.studentId)).firstName ?? 'Votre enfant';
  return {
    studentFirstName,
    status: requestStatus(request, app.clock.now()),
    consentText: signupConsentText(studentFirstName),
    consentVersion: SIGNUP_CONSENT_VERSION,
  };
}

/** The parent says yes: recorded (when, which text); a consent withdrawn before is given again. */
export async function giveSignupConsent(app: FastifyInstance, token: string): Promise<SignupConsentPage> {
  const request = await requestOfLiveLink(app, token, 'inscription');
  await recordParentConsent(app, request.id, SIGNUP_CONSENT_VERSION);
  return signupConsentPage(app, token);
}

/** The parent withdraws: the account is frozen at once (every session ends, sign-in refused). */
export async function withdrawSignupConsent(app: FastifyInstance, token: string): Promise<SignupConsentPage> {
  const request = await requestOfLiveLink(app, token, 'inscription');
  await recordWithdrawal(app.database, request.id, app.clock.now());
  await endAllSessions(app, request.studentId);
  return signupConsentPage(app, token);
}
