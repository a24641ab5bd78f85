import type { Teacher, TeacherStatus } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import { HttpError } from '../../plugins/errors';
import type { Mailer } from '../../plugins/mail';
import { teacherSpaceOpenedMail } from './teacher-mails';
import { findTeacher, listTeachers, updateTeacherStatus } from './teachers.repository';

export interface TeacherReviewDeps {
  database: DatabaseHandle;
  mailer: Mailer;
  publicUrl: string;
}

const STAFF_LIST_LIMIT = 200;

export async function teachersWithStatus(db: DatabaseHandle, status: TeacherStatus) {
  return { teachers: await listTeachers(db, status, STAFF_LIST_LIMIT) };
}

const AUDIT_ACTIONS: Record<TeacherStatus, string> = {
  active: 'enseignant_ouvert',
  suspended: 'enseignant_suspendu',
  pending_approval: 'enseignant_en_attente',
};

/**
 * The staff open a waiting account, suspend one, or restore it; the audit log keeps who, when and
 * why, and a teacher whose space opens is told by e-mail.
 */
export async function setTeacherStatus(
  deps: TeacherReviewDeps,
  actor: StaffActor,
  teacherId: string,
  change: { status: 'active' | 'suspended'; reason: string },
  now: Date,
): Promise<Teacher> {
  const before = await findTeacher(deps.database, teacherId);
  if (!before || !(await updateTeacherStatus(deps.database, teacherId, { ...change, at: now }))) {
    throw new HttpError(404, 'enseignant_introuvable', 'Ce compte enseignant n’existe pas.');
  }
  await recordStaffAction(
    deps.database,
    { ...actor, reason: change.reason },
    AUDIT_ACTIONS[change.status],
    teacherId,
    {
      from: before.status,
      uai: before.establishment.uai,
    },
  );
  if (change.status === 'active' && before.status !== 'active') {
    deps.mailer.sendInBackground({
      to: before.email,
      ...teacherSpaceOpenedMail(before.firstName, `${deps.publicUrl}/login`),
    });
  }
  return { ...before, status: change.status };
}
