import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { useClassAssignments } from '../api/class-assignments';
import { TEXTES } from '../textes';
import { AssignLevelForm } from './assign-level-form';
import { AssignmentItem } from './assignment-item';

/**
 * The levels a teacher assigned to one class, with who finished each, and the form to assign
 * another. Mounted by the class page of the teacher's space.
 */
export function ClassAssignments({ classroomId }: { classroomId: string }) {
  const assignments = useClassAssignments(classroomId);
  const [status, setStatus] = useState('');
  const list = assignments.data ?? [];
  return (
    <Card className="flex flex-col gap-4">
      <h2 id="niveaux-assignes" className="text-xl font-semibold">
        {TEXTES.title}
      </h2>
      <p className="text-ink-soft">{TEXTES.intro}</p>
      {assignments.isPending ? (
        <p className="text-ink-soft">{TEXTES.loading}</p>
      ) : assignments.isError ? (
        <Alert tone="error">{TEXTES.loadError}</Alert>
      ) : list.length === 0 ? (
        <p>{TEXTES.none}</p>
      ) : (
        <ul aria-labelledby="niveaux-assignes" className="flex flex-col gap-3">
          {list.map((assignment) => (
            <AssignmentItem
              key={assignment.id}
              classroomId={classroomId}
              assignment={assignment}
              onRemoved={(level) => setStatus(TEXTES.removed(level))}
            />
          ))}
        </ul>
      )}
      <AssignLevelForm classroomId={classroomId} onAssigned={(level) => setStatus(TEXTES.assigned(level))} />
      <p role="status" className="text-sm font-semibold text-mint-700">
        {status}
      </p>
    </Card>
  );
}
