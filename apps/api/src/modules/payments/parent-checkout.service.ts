import {
  type OffreId,
  PARENT_CONSENT_VERSION,
  type ParentOffer,
  type ParentVerifyResponse,
  parentConsentText,
} from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors';
import {
  findRequestOfLink,
  recordParentConsent,
  requestOfLiveLink,
  requestStatus,
  studentIdentity,
} from '../parents/parent-request.service';
import { readPaidStatus } from './paid-status';
import { findBySession } from './payments.repository';
import { openCheckout, type PaymentsDeps, paymentsConfig, settleFromStripe } from './payments.service';
import { requireStripe } from './stripe-gateway';

async function firstNameOf(app: FastifyInstance, studentId: string): Promise<string> {
  return (await studentIdentity(app, studentId)).firstName ?? 'Votre enfant';
}

/** What the parent's page shows: the offers, the consent text, where the request stands. */
export async function parentOffer(
  app: FastifyInstance,
  deps: PaymentsDeps,
  token: string,
): Promise<ParentOffer> {
  const request = await requestOfLiveLink(app, token, 'paiement');
  const studentFirstName = await firstNameOf(app, request.studentId);
  return {
    ...paymentsConfig(deps.stripe),
    studentFirstName,
    status: requestStatus(request, app.clock.now()),
    consentText: parentConsentText(studentFirstName),
    consentVersion: PARENT_CONSENT_VERSION,
  };
}

/** The parent agrees (recorded first, as given) and gets a Checkout page for the student. */
export async function parentCheckout(
  app: FastifyInstance,
  deps: PaymentsDeps,
  input: { token: string; offer: OffreId },
): Promise<{ url: string }> {
  requireStripe(deps.stripe);
  const request = await requestOfLiveLink(app, input.token, 'paiement');
  if (request.paid || (await readPaidStatus(deps.database, request.studentId))) {
    throw new HttpError(409, 'deja_payant', 'Le compte de votre enfant a déjà accès aux niveaux payants.');
  }
  await recordParentConsent(app, request.id, PARENT_CONSENT_VERSION);
  return openCheckout(deps, {
    studentId: request.studentId,
    offerId: input.offer,
    returnPath: '/parent',
    parentRequest: { id: request.id, email: request.parentEmail },
  });
}

/** The parent's return from Checkout: only a session opened from this very link is answered. */
export async function parentVerify(
  app: FastifyInstance,
  deps: PaymentsDeps,
  input: { token: string; sessionId: string },
): Promise<ParentVerifyResponse> {
  requireStripe(deps.stripe);
  const request = await findRequestOfLink(app, input.token, 'paiement');
  const payment = await findBySession(deps.database, input.sessionId);
  if (!request || !payment || payment.parentRequestId !== request.id) {
    throw new HttpError(404, 'paiement_introuvable', 'Aucun paiement à ce numéro pour ce lien.');
  }
  const { status, isPaid } = await settleFromStripe(deps, payment);
  return { studentFirstName: await firstNameOf(app, request.studentId), status, isPaid };
}
