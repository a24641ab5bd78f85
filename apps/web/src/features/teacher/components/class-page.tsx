import type { ReactNode } from 'react';
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
export function ClassPage({ classroomId, sections }: ClassPageProps) {
  return (
    <TeacherAccountGate>
      {() => <ClassSections classroomId={classroomId} sections={sections} />}
    </TeacherAccountGate>
  );
}

interface ClassPageProps {
  classroomId: string;
  /**
   * The class's other sections (dashboard, export, assigned levels, licence), drawn between the
   * header and the students: they come from other features, which the route composes.
   */
  sections?: (classroom: { id: string; name: string }) => ReactNode;
}

function ClassSections({ classroomId, sections }: ClassPageProps) {
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
          {/* The class: name, grade, year, code, projection. */}
          <ClassHeader classroom={classroom.data} />

          {sections?.(classroom.data)}

          {/* The students and their cards. */}
          <Roster classroomId={classroomId} classroomName={classroom.data.name} />
        </>
      ) : null}
    </>
  );
}
