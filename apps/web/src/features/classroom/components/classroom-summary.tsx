import { CLASSROOM_GRADE_LABELS, type JoinPreview } from '@declic/domain';
import { TEXTES } from '../textes';

type ClassroomSummaryData = JoinPreview['classroom'];

/** « Terminale · 2026-2027 », the teacher, the lycée: what tells a student it is the right class. */
export function ClassroomFacts({ classroom }: { classroom: ClassroomSummaryData }) {
  const { establishment } = classroom;
  return (
    <ul className="flex flex-col gap-1 text-ink-soft">
      <li>
        {CLASSROOM_GRADE_LABELS[classroom.grade]} · {classroom.schoolYear}
      </li>
      <li>{TEXTES.teacher(classroom.teacherName)}</li>
      <li>{establishment.town ? `${establishment.name}, ${establishment.town}` : establishment.name}</li>
    </ul>
  );
}
