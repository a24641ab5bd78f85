import { type ClassDashboard, classCsv, classSlug, schoolYearLastDay, summarizeClass } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { todayInFrance, upcomingKeyDates } from '../calendar';
import { rosterOf } from './roster.repository';
import { teachersClassroom, toRosterStudent } from './roster.service';

/**
 * The class at a glance. Built from the roster only (what the teacher always sees): a shared
 * item or an answer never feeds a figure.
 */
export async function classDashboard(
  db: DatabaseHandle,
  teacherId: string,
  classroomId: string,
  now: Date,
): Promise<ClassDashboard> {
  const classroom = await teachersClassroom(db, teacherId, classroomId);
  const students = (await rosterOf(db, classroomId)).map(toRosterStudent);
  // Dates after the year's last day belong to the next class.
  const lastDay = schoolYearLastDay(classroom.schoolYear);
  const keyDates = (await upcomingKeyDates(db, todayInFrance(now))).filter(
    (date) => date.startsOn <= lastDay,
  );
  return {
    classroom: {
      id: classroom.id,
      name: classroom.name,
      grade: classroom.grade,
      schoolYear: classroom.schoolYear,
    },
    generatedAt: now.toISOString(),
    ...summarizeClass(students, now),
    students,
    keyDates,
  };
}

/** The roster as a CSV file for the class council, and the name it downloads under. */
export async function classCsvExport(db: DatabaseHandle, teacherId: string, classroomId: string) {
  const classroom = await teachersClassroom(db, teacherId, classroomId);
  const students = (await rosterOf(db, classroomId)).map(toRosterStudent);
  return { fileName: `classe-${classSlug(classroom.name)}.csv`, csv: classCsv(students) };
}
