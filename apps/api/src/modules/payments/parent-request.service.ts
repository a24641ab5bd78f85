import {
  formatHeure,
  needsParentToPay,
  PARENT_LINK_VALID_DAYS,
  PARENT_MAX_SENDS,
  PARENT_RESEND_PAUSE_MINUTES,
  type ParentRequestState,
  type ParentRequestStatus,
} from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { addMs, DAY_MS } from '../auth/clock';
import { newOpaqueToken } from '../auth/opaque-token';
import { readPaidStatus } from './paid-status';
import { parentLink, parentRequestMail } from './parent-mails';
import {
  findRequestOfStudent,
  type ParentRequestRow,
  readStudentIdentity,
  recordResend,
  startRequest,
} from './parent-requests.repository';

const PAUSE_MS = PARENT_RESEND_PAUSE_MINUTES * 60_000;

export function requestStatus(request: ParentRequestRow, now: Date): ParentRequestStatus {
  if (request.paid) return 'payee';
  if (request.consentedAt) return 'acceptee';
  return request.expiresAt <= now ? 'expiree' : 'envoyee';
}

function canResendAt(request: ParentRequestRow): Date | null {
  if (request.paid || request.sends >= PARENT_MAX_SENDS) return null;
  return new Date(request.lastSentAt.getTime() + PAUSE_MS);
}

function stateOf(needsParent: boolean, request: ParentRequestRow | null, now: Date): ParentRequestState {
  return {
    needsParent,
    request: request && {
      parentEmail: request.parentEmail,
      status: requestStatus(request, now),
      sentAt: request.lastSentAt.toISOString(),
      sends: request.sends,
      canResendAt: canResendAt(request)?.toISOString() ?? null,
      expiresAt: request.expiresAt.toISOString(),
    },
  };
}

async function studentOf(app: FastifyInstance, studentId: string) {
  const student = await readStudentIdentity(app.database, studentId);
  if (!student) throw new HttpError(404, 'compte_introuvable', 'Ce compte n’existe plus.');
  return student;
}

export async function parentRequestState(
  app: FastifyInstance,
  studentId: string,
): Promise<ParentRequestState> {
  const student = await studentOf(app, studentId);
  const request = await findRequestOfStudent(app.database, studentId);
  return stateOf(needsParentToPay(student.age), request, app.clock.now());
}

/** A pause between two sendings, whatever the address: a parent's inbox is not spammed. */
function assertPauseOver(request: ParentRequestRow | null, now: Date): void {
  const opensAt = request && new Date(request.lastSentAt.getTime() + PAUSE_MS);
  if (opensAt && opensAt > now) {
    throw new HttpError(
      429,
      'renvoi_trop_tot',
      `Patiente un peu\u202f: tu pourras renvoyer l’e-mail à ${formatHeure(opensAt)}.`,
    );
  }
}

function sendLink(app: FastifyInstance, to: string, token: string, firstName: string | null): void {
  const link = parentLink(app.config.publicUrl.replace(/\/+$/, ''), token);
  app.mailer.sendInBackground({
    to,
    ...parentRequestMail(link, firstName ?? 'Votre enfant'),
    actionUrl: link,
  });
}

/** A minor asks a parent to pay: a link by e-mail (a new address starts the request over). */
export async function askParent(
  app: FastifyInstance,
  studentId: string,
  parentEmail: string,
): Promise<ParentRequestState> {
  const student = await studentOf(app, studentId);
  if (!needsParentToPay(student.age)) {
    throw new HttpError(
      409,
      'majeur',
      'Tu as 18\u00a0ans ou plus\u202f: tu peux choisir une offre et payer toi-même.',
    );
  }
  if (parentEmail === student.email.toLowerCase()) {
    throw new HttpError(400, 'adresse_eleve', 'Indique l’adresse d’un parent, pas la tienne.');
  }
  if (await readPaidStatus(app.database, studentId)) {
    throw new HttpError(409, 'deja_payant', 'Ton compte a déjà accès aux niveaux payants.');
  }
  const now = app.clock.now();
  const existing = await findRequestOfStudent(app.database, studentId);
  if (existing?.parentEmail === parentEmail) return resendToParent(app, studentId);
  assertPauseOver(existing, now);
  const { token, hash } = newOpaqueToken();
  await startRequest(app.database, {
    studentId,
    parentEmail,
    tokenHash: hash,
    sentAt: now,
    expiresAt: addMs(now, PARENT_LINK_VALID_DAYS * DAY_MS),
  });
  sendLink(app, parentEmail, token, student.firstName);
  return parentRequestState(app, studentId);
}

/** The same link again, to the same address, after the pause and within the limit. */
export async function resendToParent(app: FastifyInstance, studentId: string): Promise<ParentRequestState> {
  const student = await studentOf(app, studentId);
  const request = await findRequestOfStudent(app.database, studentId);
  if (!request)
    throw new HttpError(404, 'aucune_demande', 'Tu n’as encore envoyé aucune demande à un parent.');
  if (request.paid) throw new HttpError(409, 'deja_payant', 'Ton compte a déjà accès aux niveaux payants.');
  if (request.sends >= PARENT_MAX_SENDS) {
    throw new HttpError(
      429,
      'trop_d_envois',
      `Le lien est déjà parti ${PARENT_MAX_SENDS}\u00a0fois à cette adresse. Vérifie l’adresse, ou parles-en directement à ton parent.`,
    );
  }
  const now = app.clock.now();
  assertPauseOver(request, now);
  const { token, hash } = newOpaqueToken();
  await recordResend(app.database, request.id, {
    tokenHash: hash,
    sentAt: now,
    expiresAt: addMs(now, PARENT_LINK_VALID_DAYS * DAY_MS),
  });
  sendLink(app, request.parentEmail, token, student.firstName);
  return parentRequestState(app, studentId);
}
