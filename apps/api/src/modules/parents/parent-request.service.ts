import {
  formatHeure,
  PARENT_LINK_VALID_DAYS,
  PARENT_MAX_SENDS,
  PARENT_RESEND_PAUSE_MINUTES,
  type ParentRequestStatus,
  type ParentRequestView,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { addMs, type Clock, DAY_MS } from '../../kernel/clock';
import { hashOpaqueToken, newOpaqueToken } from '../../kernel/opaque-token';
import { HttpError } from '../../plugins/errors';
import type { Mailer } from '../../plugins/mail';
import { parentMail } from './parent-mails';
import {
  findRequestByTokenHash,
  findRequestOfStudent,
  type ParentPurpose,
  type ParentRequestRow,
  readStudentIdentity,
  recordConsent,
  recordResend,
  startRequest,
} from './parent-requests.repository';

const PAUSE_MS = PARENT_RESEND_PAUSE_MINUTES * 60_000;

/** What sending a link to a parent needs; reading and recording a request need only the first two. */
export interface ParentRequestDeps {
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  /** The app's address, for the link in the parent's e-mail. */
  publicUrl: string;
}

export function requestStatus(request: ParentRequestRow, now: Date): ParentRequestStatus {
  if (request.withdrawnAt) return 'retiree';
  if (request.paid) return 'payee';
  if (request.consentedAt) return 'acceptee';
  if (request.sends === 0) return 'en_preparation';
  return request.expiresAt <= now ? 'expiree' : 'envoyee';
}

/** A request that is settled (paid, or consented for a sign-up) is not sent again. */
function isSettled(request: ParentRequestRow): boolean {
  return request.paid || (request.purpose === 'inscription' && request.consentedAt !== null);
}

function canResendAt(request: ParentRequestRow): Date | null {
  if (isSettled(request) || request.withdrawnAt || request.sends >= PARENT_MAX_SENDS) return null;
  return new Date(request.lastSentAt.getTime() + PAUSE_MS);
}

export function requestView(request: ParentRequestRow, now: Date): ParentRequestView {
  return {
    parentEmail: request.parentEmail,
    status: requestStatus(request, now),
    sentAt: request.lastSentAt.toISOString(),
    sends: request.sends,
    canResendAt: canResendAt(request)?.toISOString() ?? null,
    expiresAt: request.expiresAt.toISOString(),
  };
}

export async function studentIdentity(database: DatabaseHandle, studentId: string) {
  const student = await readStudentIdentity(database, studentId);
  if (!student) throw new HttpError(404, 'compte_introuvable', 'Ce compte n’existe plus.');
  return student;
}

/** The age the rules read (null for accounts made before it was required). */
export async function studentAge(database: DatabaseHandle, studentId: string): Promise<number | null> {
  return (await readStudentIdentity(database, studentId))?.age ?? null;
}

/** Keeps a parent's consent as given: when, and which version of the text they read. */
export async function recordParentConsent(
  deps: Pick<ParentRequestDeps, 'database' | 'clock'>,
  requestId: string,
  version: string,
): Promise<void> {
  await recordConsent(deps.database, requestId, version, deps.clock.now());
}

export const findStudentRequest = (database: DatabaseHandle, studentId: string, purpose: ParentPurpose) =>
  findRequestOfStudent(database, studentId, purpose);

/** The request a parent's link opens (any state): null for an unknown or replaced link. */
export const findRequestOfLink = (database: DatabaseHandle, token: string, purpose: ParentPurpose) =>
  findRequestByTokenHash(database, hashOpaqueToken(token), purpose);

/** The request of a link still usable by the parent; an unknown, replaced or expired one opens nothing. */
export async function requestOfLiveLink(
  deps: Pick<ParentRequestDeps, 'database' | 'clock'>,
  token: string,
  purpose: ParentPurpose,
): Promise<ParentRequestRow> {
  const request = await findRequestOfLink(deps.database, token, purpose);
  if (!request || requestStatus(request, deps.clock.now()) === 'expiree') {
    throw new HttpError(
      404,
      'lien_parent_invalide',
      'Ce lien n’est plus valable. Demandez à votre enfant de vous renvoyer l’e-mail depuis Déclic.',
    );
  }
  return request;
}

/** A pause between two sendings, whatever the address: a parent's inbox is not spammed. */
function assertPauseOver(request: ParentRequestRow | null, now: Date): void {
  if (!request || request.sends === 0) return;
  const opensAt = new Date(request.lastSentAt.getTime() + PAUSE_MS);
  if (opensAt > now) {
    throw new HttpError(
      429,
      'renvoi_trop_tot',
      `Patiente un peu\u202f: tu pourras renvoyer l’e-mail à ${formatHeure(opensAt)}.`,
    );
  }
}

/** Mails a fresh link (the only copy of the token) to the parent, in the background. */
export function mailLink(
  deps: Pick<ParentRequestDeps, 'mailer' | 'publicUrl'>,
  request: Pick<ParentRequestRow, 'purpose' | 'parentEmail'>,
  token: string,
  firstName: string | null,
  reminder = false,
): void {
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');
  const message = parentMail(request.purpose, publicUrl, token, firstName ?? 'Votre enfant', reminder);
  deps.mailer.sendInBackground({ to: request.parentEmail, ...message });
}

const newLink = (now: Date) => {
  const { token, hash } = newOpaqueToken();
  return {
    token,
    link: { tokenHash: hash, sentAt: now, expiresAt: addMs(now, PARENT_LINK_VALID_DAYS * DAY_MS) },
  };
};

/**
 * Sends the link to a parent: to a new address (the request starts over), or again to the same
 * one (`parentEmail` null or unchanged) after the pause and within the limit.
 */
export async function sendToParent(
  deps: ParentRequestDeps,
  input: { studentId: string; purpose: ParentPurpose; parentEmail: string | null },
): Promise<ParentRequestRow> {
  const student = await studentIdentity(deps.database, input.studentId);
  if (input.parentEmail !== null && input.parentEmail === student.email.toLowerCase()) {
    throw new HttpError(400, 'adresse_eleve', 'Indique l’adresse d’un parent, pas la tienne.');
  }
  const now = deps.clock.now();
  const existing = await findRequestOfStudent(deps.database, input.studentId, input.purpose);
  const { token, link } = newLink(now);
  if (input.parentEmail === null || input.parentEmail === existing?.parentEmail) {
    if (!existing) {
      throw new HttpError(404, 'aucune_demande', 'Tu n’as encore envoyé aucune demande à un parent.');
    }
    if (isSettled(existing))
      throw new HttpError(409, 'deja_fait', 'Ton parent a déjà répondu\u202f: rien à renvoyer.');
    if (existing.sends >= PARENT_MAX_SENDS) {
      throw new HttpError(
        429,
        'trop_d_envois',
        `Le lien est déjà parti ${PARENT_MAX_SENDS}\u00a0fois à cette adresse. Vérifie l’adresse, ou parles-en directement à ton parent.`,
      );
    }
    assertPauseOver(existing, now);
    await recordResend(deps.database, existing.id, link);
    mailLink(deps, existing, token, student.firstName);
  } else {
    assertPauseOver(existing, now);
    await startRequest(deps.database, { ...input, parentEmail: input.parentEmail, sends: 1, ...link });
    mailLink(deps, { purpose: input.purpose, parentEmail: input.parentEmail }, token, student.firstName);
  }
  return (await findRequestOfStudent(deps.database, input.studentId, input.purpose)) as ParentRequestRow;
}

/** A request noted without sending (a sign-up: the link leaves once the student's address is confirmed). */
export async function noteRequest(
  deps: Pick<ParentRequestDeps, 'database' | 'clock'>,
  input: { studentId: string; purpose: ParentPurpose; parentEmail: string },
): Promise<void> {
  const { link } = newLink(deps.clock.now());
  await startRequest(deps.database, { ...input, sends: 0, ...link });
}

/** The first sending of a noted request: a fresh link, counted as the first sending. */
export async function sendNotedRequest(deps: ParentRequestDeps, request: ParentRequestRow): Promise<void> {
  const student = await studentIdentity(deps.database, request.studentId);
  const { token, link } = newLink(deps.clock.now());
  await recordResend(deps.database, request.id, link);
  mailLink(deps, request, token, student.firstName);
}
