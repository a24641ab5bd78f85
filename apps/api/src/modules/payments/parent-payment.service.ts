import { needsParentToPay, type ParentRequestState } from '@declic/domain';
import { HttpError } from '../../plugins/errors';
import {
  findStudentRequest,
  type ParentRequestDeps,
  requestView,
  sendToParent,
  studentIdentity,
} from '../parents';
import { readPaidStatus } from './paid-status';

/** Whether the student needs a parent to pay, and where their request to a parent stands. */
export async function parentRequestState(
  deps: Pick<ParentRequestDeps, 'database' | 'clock'>,
  studentId: string,
): Promise<ParentRequestState> {
  const student = await studentIdentity(deps.database, studentId);
  const request = await findStudentRequest(deps.database, studentId, 'paiement');
  return {
    needsParent: needsParentToPay(student.age),
    request: request && requestView(request, deps.clock.now()),
  };
}

/**
 * A minor asks a parent to pay (a new address starts the request over), or sends the link
 * again (`parentEmail` null). Adults pay themselves; a paid account has nothing to ask.
 */
export async function askParentToPay(
  deps: ParentRequestDeps,
  studentId: string,
  parentEmail: string | null,
): Promise<ParentRequestState> {
  const student = await studentIdentity(deps.database, studentId);
  if (!needsParentToPay(student.age)) {
    throw new HttpError(
      409,
      'majeur',
      'Tu as 18\u00a0ans ou plus\u202f: tu peux choisir une offre et payer toi-même.',
    );
  }
  if (await readPaidStatus(deps.database, studentId)) {
    throw new HttpError(409, 'deja_payant', 'Ton compte a déjà accès aux niveaux payants.');
  }
  await sendToParent(deps, { studentId, purpose: 'paiement', parentEmail });
  return parentRequestState(deps, studentId);
}
