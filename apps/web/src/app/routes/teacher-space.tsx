import { TeacherOnly } from '../../features/teacher/components/teacher-only';
import { TeacherSpace } from '../../features/teacher/components/teacher-space';

/** /enseignant: the teacher's classes and a new one. */
export default function TeacherSpacePage() {
  return (
    <TeacherOnly>
      <TeacherSpace />
    </TeacherOnly>
  );
}
