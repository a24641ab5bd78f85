import { useParams } from 'react-router';
import { ClassPage } from '../../features/teacher/components/class-page';
import { TeacherOnly } from '../../features/teacher/components/teacher-only';
import { ClassAssignments } from '../../features/teacher-assignments/components/class-assignments';
import { ClassDashboard } from '../../features/teacher-dashboard/components/class-dashboard';
import { ClassExportButtons } from '../../features/teacher-dashboard/components/class-export-buttons';
import { ClassLicence } from '../../features/teacher-licence/class-licence';

/** /enseignant/classes/:id: one class, its dashboard, its assigned levels, its students. */
export default function TeacherClassPage() {
  const { id = '' } = useParams();
  return (
    <TeacherOnly>
      <ClassPage
        classroomId={id}
        sections={(classroom) => (
          <>
            <ClassDashboard classroomId={classroom.id} />
            <ClassAssignments classroomId={classroom.id} />
            <ClassExportButtons classroomId={classroom.id} className={classroom.name} />
            <ClassLicence classroomId={classroom.id} />
          </>
        )}
      />
    </TeacherOnly>
  );
}
