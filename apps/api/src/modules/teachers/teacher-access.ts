import type { Teacher } from '@declic/domain';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { findTeacher } from './teachers.repository';

export const teacherErrors = {
  noTeacher: () =>
    new HttpError(
      404,
      'enseignant_absent',
      'Ce compte n’a pas d’espace enseignant enregistré\u202f: inscrivez-vous depuis la page des enseignants.',
    ),
  pending: () =>
    new HttpError(
      403,
      'enseignant_en_attente',
      'Votre espace enseignant attend la vérification de l’équipe Déclic\u202f: vous recevrez un e-mail dès qu’il sera ouvert.',
    ),
  suspended: () =>
    new HttpError(
      403,
      'enseignant_suspendu',
      'Votre espace enseignant est suspendu\u202f: écrivez à l’équipe Déclic pour en parler.',
    ),
};

/** The caller's teacher account; a teacher user without one (made by hand) gets a clear 404. */
export async function teacherOf(db: Queryable, userId: string): Promise<Teacher> {
  const teacher = await findTeacher(db, userId);
  if (!teacher) throw teacherErrors.noTeacher();
  return teacher;
}

/** A teacher whose space is open: what every class route asks first. */
export async function activeTeacherOf(db: Queryable, userId: string): Promise<Teacher> {
  const teacher = await teacherOf(db, userId);
  if (teacher.status === 'pending_approval') throw teacherErrors.pending();
  if (teacher.status === 'suspended') throw teacherErrors.suspended();
  return teacher;
}

/** A teacher account the staff name by its id (the back-office); any other id is a 404. */
export async function teacherForStaff(db: Queryable, id: string): Promise<Teacher> {
  const teacher = await findTeacher(db, id);
  if (!teacher) throw new HttpError(404, 'enseignant_introuvable', 'Ce compte enseignant n’existe pas.');
  return teacher;
}
