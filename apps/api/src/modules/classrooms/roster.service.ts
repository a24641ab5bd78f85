import {
  displayedLevel,
  displayName,
  type RosterStudent,
  SHAREABLE_ITEM_LABELS,
  SHAREABLE_ITEMS,
  type StudentCard,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { activeTeacherOf } from '../teachers';
import { ownClassroom } from './classroom-access';
import { type RosterRow, rosterOf, rosterStudent } from './roster.repository';
import type { SharedItemsReader } from './shared-items-port';

export function toRosterStudent(row: RosterRow): RosterStudent {
  return {
    studentId: row.studentId,
    name: displayName(row.firstName, row.lastName),
    // The level the student sees themself: above the free limit, only a paid account keeps it.
    level: displayedLevel(row.level, row.isPaid),
    xp: row.xp,
    lastActiveAt: row.lastActiveAt.toISOString(),
    questionnaireDone: row.questionnaireDone,
  };
}

/** The open teacher's own class, or the same 404 as for a class that does not exist. */
export async function teachersClassroom(db: DatabaseHandle, teacherId: string, classroomId: string) {
  await activeTeacherOf(db, teacherId);
  return ownClassroom(db, teacherId, classroomId);
}

export async function classroomRoster(db: DatabaseHandle, teacherId: string, classroomId: string) {
  await teachersClassroom(db, teacherId, classroomId);
  return { students: (await rosterOf(db, classroomId)).map(toRosterStudent) };
}

/** The card reads each item only when its switch is on: an item off is never even fetched. */
export async function studentCard(
  db: DatabaseHandle,
  readSharedItem: SharedItemsReader,
  teacherId: string,
  classroomId: string,
  studentId: string,
): Promise<StudentCard> {
  await teachersClassroom(db, teacherId, classroomId);
  const row = await rosterStudent(db, classroomId, studentId);
  if (!row) throw new HttpError(404, 'eleve_hors_classe', 'Cet élève n’est pas dans cette classe.');
  const switchedOn = SHAREABLE_ITEMS.filter((item) => row[item]);
  const shared = await Promise.all(
    switchedOn.map(async (item) => ({
      item,
      label: SHAREABLE_ITEM_LABELS[item],
      lines: await readSharedItem(db, studentId, item),
    })),
  );
  return { ...toRosterStudent(row), shared };
}
