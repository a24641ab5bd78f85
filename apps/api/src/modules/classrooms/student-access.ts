import { CONSENT_AGE, needsParentConsent } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { parentHasConsented } from '../../policies/parental-consent';
import { studentAge } from '../parents';

export const membershipErrors = {
  studentsOnly: () => new HttpError(403, 'reserve_eleve', 'Seul un compte élève peut rejoindre une classe.'),
  unknownCode: () =>
    new HttpError(
      404,
      'code_inconnu',
      'Ce code ne correspond à aucune classe ouverte, ou il a expiré\u202f: demande le code du moment à ton enseignant.',
    ),
  alreadyIn: () => new HttpError(409, 'deja_dans_la_classe', 'Tu es déjà dans cette classe.'),
  notFound: () => new HttpError(404, 'classe_non_suivie', 'Tu n’es pas dans cette classe.'),
  parentFirst: () =>
    new HttpError(
      403,
      'accord_parent_requis',
      `Tu as moins de ${CONSENT_AGE}\u00a0ans\u202f: un parent doit d’abord confirmer ton inscription à Déclic. Dès que c’est fait, tu pourras rejoindre ta classe avec ce code.`,
    ),
};

/** Only a student joins a class; teachers and companies are told so. */
export function assertStudent(user: AuthUser): void {
  if (user.profileType !== 'student') throw membershipErrors.studentsOnly();
}

/**
 * Under 15, joining shares data with an adult outside the family: it waits until the parent's
 * consent to the sign-up is in place (and not withdrawn). That consent covers the class too.
 */
export async function assertMayJoin(db: DatabaseHandle, user: AuthUser): Promise<void> {
  assertStudent(user);
  const age = await studentAge(db, user.id);
  if (age !== null && needsParentConsent(age) && !(await parentHasConsented(db, user.id))) {
    throw membershipErrors.parentFirst();
  }
}
