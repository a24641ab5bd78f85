import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClassroom } from '../api/classrooms';
import { TEXTES } from '../textes';
import { ClassHeader } from './class-header';
import { Roster } from './roster';
import { TeacherAccountGate } from './teacher-account-gate';

/**
 * /enseignant/classes/:id, section by section: the class and its code, the dashboard, the
 * assigned levels, the students. Another teacher's class reads as unknown, as the server says.
 */
export function ClassPage({ classroomId }: { classroomId: string }) {
  return <TeacherAccountGate>{() => <ClassSections classroomId={classroomId} />}</TeacherAccountGate>;
}

function ClassSections({ classroomId }: { classroomId: string }) {
  const classroom = useClassroom(classroomId);
  usePageTitle(classroom.data?.name ?? TEXTES.titre);
  return (
    <>
      <Link to="/enseignant" className="self-start font-semibold text-brand-700 underline underline-offset-4">
        <span aria-hidden="true">← </span>
        {TEXTES.retourClasses}
      </Link>
      {classroom.isPending ? <p role="status">{TEXTES.chargement}</p> : null}
      {classroom.isError ? <Alert tone="error">{classroom.error.message}</Alert> : null}
      {classroom.isSuccess && !classroom.data ? (
        <>
          <h1 className="text-3xl font-semibold text-brand-900">{TEXTES.classeInconnueTitre}</h1>
          <p>{TEXTES.classeInconnue}</p>
        </>
      ) : null}
      {classroom.data ? (
        <>
          {/* 1. The class: name, grade, year, code, projection. */}
          <ClassHeader classroom={classroom.data} />

          {/* 2. Dashboard: <ClassDashboard classroomId={classroomId} /> */}

          {/* 3. Export for the class council: <ClassExportButtons classroomId={classroomId} /> */}

          {/* 4. Assigned levels: <ClassAssignments classroomId={classroomId} /> */}

          {/* 5. The students and their cards. */}
          <Roster classroomId={classroomId} classroomName={classroom.data.name} />
        </>
      ) : null}
    </>
  );
}
