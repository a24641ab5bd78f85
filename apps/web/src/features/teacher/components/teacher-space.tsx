import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClassrooms } from '../api/classrooms';
import { TEXTES } from '../textes';
import { ClassroomCreateForm } from './classroom-create-form';
import { ClassroomTile } from './classroom-tile';
import { TeacherAccountGate } from './teacher-account-gate';

/** /enseignant: the teacher's classes, then the form for a new one (after the list on a phone). */
export function TeacherSpace() {
  usePageTitle(TEXTES.titre);
  return <TeacherAccountGate>{() => <ClassroomsOverview />}</TeacherAccountGate>;
}

function ClassroomsOverview() {
  const classrooms = useClassrooms();
  const [status, setStatus] = useState('');
  const list = classrooms.data ?? [];
  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold text-brand-900">{TEXTES.titre}</h1>
        <p role="status" className="font-semibold text-mint-700">
          {status}
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-label={TEXTES.titre} className="flex flex-col gap-4">
          {classrooms.isPending ? <p>{TEXTES.chargement}</p> : null}
          {classrooms.isError ? <Alert tone="error">{classrooms.error.message}</Alert> : null}
          {classrooms.isSuccess && list.length === 0 ? <p>{TEXTES.aucuneClasse}</p> : null}
          {list.map((classroom) => (
            <ClassroomTile key={classroom.id} classroom={classroom} onDone={setStatus} />
          ))}
        </section>
        <Card className="lg:sticky lg:top-4">
          <ClassroomCreateForm onCreated={(name) => setStatus(TEXTES.creee(name))} />
        </Card>
      </div>
    </>
  );
}
