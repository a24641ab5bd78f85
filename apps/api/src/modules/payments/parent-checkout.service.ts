import {
  type OffreId,
  PARENT_CONSENT_VERSION,
  type ParentOffer,
  type ParentVerifyResponse,
  parentConsentText,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import type { Clock } from '../../kernel/clock';
import { HttpError } from '../../plugins/errors';
import {
  findRequestOfLink,
  recordParentConsent,
  requestOfLiveLink,
  requestStatus,
  studentIdentity,
} from '../parents';
import { readPaidStatus } from './paid-status';
import { findBySession } from './payments.repository';
import { openCheckout, type PaymentsDeps, paymentsConfig, settleFromStripe } from './payments.service';
import { requireStripe } from './stripe-gateway';

/** A parent's page: the payment use cases, and the time that tells whether the link still works. */
export interface ParentCheckoutDeps extends PaymentsDeps {
  clock: Clock;
}

async function firstNameOf(database: DatabaseHandle, studentId: string): Promise<string> {
  return (await studentIdentity(database, studentId)).firstName ?? 'Votre enfant';
}

/** What the parent's page shows: the offers, the consent text, where the request stands. */
export async function parentOffer(deps: ParentCheckoutDeps, token: string): Promise<ParentOffer> {
  const request = await requestOfLiveLink(deps, token, 'paiement');
  const studentFirstName = await firstNameOf(deps.database, request.studentId);
  return {
    ...paymentsConfig(deps.stripe),
    studentFirstName,
    status: requestStatus(request, deps.clock.now()),
    consentText: parentConsentText(studentFirstName),
    consentVersion: PARENT_CONSENT_VERSION,
  };
}

/** The parent agrees (recorded first, as given) and gets a Checkout page for the student. */
export async function parentCheckout(
  deps: ParentCheckoutDeps,
  input: { token: string; offer: OffreId },
): Promise<{ url: string }> {
  requireStripe(deps.stripe);
  const request = await requestOfLiveLink(deps, input.token, 'paiement');
  if (request.paid || (await readPaidStatus(deps.database, request.studentId))) {
    throw new HttpError(409, 'deja_payant', 'Le compte de votre enfant a déjà accès aux niveaux payants.');
  }
  await recordParentConsent(deps, request.id, PARENT_CONSENT_VERSION);
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
  const request = await findRequestOfLink(deps.database, input.token, 'paiement');
  const payment = await findBySession(deps.database, input.sessionId);
  if (!request || !payment || payment.parentRequestId !== request.id) {
    throw new HttpError(404, 'paiement_introuvable', 'Aucun paiement à ce numéro pour ce lien.');
  }
  const { status, isPaid } = await settleFromStripe(deps, payment);
  return { studentFirstName: await firstNameOf(deps.database, request.studentId), status, isPaid };
}
