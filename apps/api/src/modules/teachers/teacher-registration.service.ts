import { isAcademicEmail, type teacherRegisterRequestSchema } from '@declic/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { type AuthDeps, createAccountOrNotify, hashPassword } from '../auth';
import { findEstablishment } from '../formations';
import { insertTeacherAccount } from './teachers.repository';

type TeacherRegistration = z.output<typeof teacherRegisterRequestSchema>;

const unknownEstablishment = () =>
  new HttpError(
    400,
    'etablissement_inconnu',
    'Cet établissement n’est pas dans notre liste\u202f: cherchez-le par son nom, sa commune ou son code UAI, puis choisissez-le.',
  );

/**
 * Same promise as the students' sign-up: one answer whatever the address, then the confirmation
 * link. The establishment is checked first: whether a UAI exists says nothing about anyone.
 */
export async function registerTeacher(
  deps: AuthDeps,
  catalogue: Queryable,
  registration: TeacherRegistration,
): Promise<void> {
  const establishment = await findEstablishment(catalogue, registration.uai);
  if (!establishment) throw unknownEstablishment();
  const passwordHash = await hashPassword(registration.password);
  const academicEmail = isAcademicEmail(registration.email);
  deps.background.run('inscription enseignant', () =>
    createAccountOrNotify(deps, registration.email, 'teacher', () =>
      insertTeacherAccount(deps.database, {
        email: registration.email,
        passwordHash,
        firstName: registration.firstName,
        lastName: registration.lastName,
        establishment,
        academicEmail,
        status: academicEmail ? 'active' : 'pending_approval',
      }),
    ),
  );
}
