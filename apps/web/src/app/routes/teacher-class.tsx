import { useParams } from 'react-router';
import { ClassPage } from '../../features/teacher/components/class-page';
import { TeacherOnly } from '../../features/teacher/components/teacher-only';

/** /enseignant/classes/:id: one class, its code, its students. */
export default function TeacherClassPage() {
  const { id = '' } = useParams();
  return (
    <TeacherOnly>
      <ClassPage classroomId={id} />
    </TeacherOnly>
  );
}
