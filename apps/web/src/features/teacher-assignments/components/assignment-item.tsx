import { type ClassAssignment, formatDate, missionForLevel } from '@declic/domain';
import { Alert } from '../../../components/ui/alert';
import { ConfirmInPlace } from '../../../components/ui/confirm-in-place';
import { useUnassignLevel } from '../api/class-assignments';
import { TEXTES } from '../textes';

interface AssignmentItemProps {
  classroomId: string;
  assignment: ClassAssignment;
  onRemoved(level: number): void;
}

/** One assigned level: its date, how many finished it, who (on demand), and a removal confirmed first. */
export function AssignmentItem({ classroomId, assignment, onRemoved }: AssignmentItemProps) {
  const unassign = useUnassignLevel(classroomId);
  const headingId = `assignation-${assignment.id}`;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border-2 border-line p-4">
      <h4 id={headingId} className="font-semibold">
        Niveau {assignment.level} · {missionForLevel(assignment.level)?.title}
      </h4>
      <p className="text-ink-soft">{TEXTES.due(formatDate(assignment.dueOn))}</p>
      <p className="font-semibold">{TEXTES.completion(assignment.doneCount, assignment.studentCount)}</p>
      {assignment.students.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-brand-800 underline">{TEXTES.detail}</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {assignment.students.map((student) => (
              <li key={student.studentId} className="flex justify-between gap-3">
                <span>{student.name}</span>
                <span className={student.done ? 'font-semibold text-mint-700' : 'text-ink-soft'}>
                  {student.done ? TEXTES.done : TEXTES.notDone}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {unassign.error ? <Alert tone="error">{unassign.error.message}</Alert> : null}
      <ConfirmInPlace
        action={TEXTES.remove}
        question={TEXTES.removeQuestion(assignment.level)}
        confirm={TEXTES.removeConfirm}
        keep={TEXTES.keep}
        pending={unassign.isPending}
        onConfirm={() => unassign.mutate(assignment.id, { onSuccess: () => onRemoved(assignment.level) })}
        describedBy={headingId}
      />
    </li>
  );
}
