import {
  type OffreId,
  PARENT_CONSENT_VERSION,
  type ParentOffer,
  type ParentVerifyResponse,
  parentConsentText,
} from '@declic/domain';
import { HttpError } from '../../plugins/errors';
import { hashOpaqueToken } from '../auth/opaque-token';
import { readPaidStatus } from './paid-status';
import { requestStatus } from './parent-request.service';
import {
  findRequestByTokenHash,
  type ParentRequestRow,
  readStudentIdentity,
  recordConsent,
} from './parent-requests.repository';
import { findBySession } from './payments.repository';
import { openCheckout, type PaymentsDeps, paymentsConfig, settleFromStripe } from './payments.service';
import { requireStripe } from './stripe-gateway';

const invalidLink = () =>
  new HttpError(
    404,
    'lien_parent_invalide',
    'Ce lien n’est plus valable. Demandez à votre enfant de vous renvoyer l’e-mail depuis Déclic.',
  );

/** The request a parent's link opens; an unknown, replaced or expired link opens nothing. */
async function requestOfToken(deps: PaymentsDeps, token: string, now: Date): Promise<ParentRequestRow> {
  const request = await findRequestByTokenHash(deps.database, hashOpaqueToken(token));
  if (!request || requestStatus(request, now) === 'expiree') throw invalidLink();
  return request;
}

async function firstNameOf(deps: PaymentsDeps, studentId: string): Promise<string> {
  return (await readStudentIdentity(deps.database, studentId))?.firstName ?? 'Votre enfant';
}

/** What the parent's page shows: the offers, the consent text, where the request stands. */
export async function parentOffer(deps: PaymentsDeps, token: string, now: Date): Promise<ParentOffer> {
  const request = await requestOfToken(deps, token, now);
  const studentFirstName = await firstNameOf(deps, request.studentId);
  return {
    ...paymentsConfig(deps.stripe),
    studentFirstName,
    status: requestStatus(request, now),
    consentText: parentConsentText(studentFirstName),
    consentVersion: PARENT_CONSENT_VERSION,
  };
}

/** The parent agrees (recorded first, as given) and gets a Checkout page for the student. */
export async function parentCheckout(
  deps: PaymentsDeps,
  input: { token: string; offer: OffreId; now: Date },
): Promise<{ url: string }> {
  requireStripe(deps.stripe);
  const request = await requestOfToken(deps, input.token, input.now);
  if (request.paid || (await readPaidStatus(deps.database, request.studentId))) {
    throw new HttpError(409, 'deja_payant', 'Le compte de votre enfant a déjà accès aux niveaux payants.');
  }
  await recordConsent(deps.database, request.id, PARENT_CONSENT_VERSION);
  return openCheckout(deps, {
    studentId: request.studentId,
    offerId: input.offer,
    returnPath: '/parent',
    parentRequest: { id: request.id, email: request.parentEmail },
  });
}

/** The parent's return from Checkout: only a session opened from this very link is answered. */
export async function parentVerify(
  deps: PaymentsDeps,
  input: { token: string; sessionId: string },
): Promise<ParentVerifyResponse> {
  requireStripe(deps.stripe);
  const request = await findRequestByTokenHash(deps.database, hashOpaqueToken(input.token));
  const payment = await findBySession(deps.database, input.sessionId);
  if (!request || !payment || payment.parentRequestId !== request.id) {
    throw new HttpError(404, 'paiement_introuvable', 'Aucun paiement à ce numéro pour ce lien.');
  }
  const { status, isPaid } = await settleFromStripe(deps, payment);
  return { studentFirstName: await firstNameOf(deps, request.studentId), status, isPaid };
}
