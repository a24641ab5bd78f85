import { CLASSROOM_GRADE_LABELS, type Classroom } from '@declic/domain';
import { TEXTES } from '../textes';

/** « Terminale · 2026-2027 · 3 élèves » */
export function classroomFacts(classroom: Classroom): string {
  return [
    CLASSROOM_GRADE_LABELS[classroom.grade],
    classroom.schoolYear,
    TEXTES.eleves(classroom.studentCount),
  ].join(' · ');
}
