import { formatDayMonth, type MyAssignment, missionForLevel } from '@declic/domain';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { CLASS_ASSIGNMENT_DONE, CLASS_ASSIGNMENTS_TITLE } from '../textes';

interface ClassAssignmentsListProps {
  /** The nearest date first, as the server sends them. */
  assignments: readonly MyAssignment[];
}

/** « Demandé par ta classe »: each assigned level with its date and class; the done ones say so. */
export function ClassAssignmentsList({ assignments }: ClassAssignmentsListProps) {
  if (assignments.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3">
      <h2 id="demande-par-ta-classe" className="text-xl font-semibold">
        {CLASS_ASSIGNMENTS_TITLE}
      </h2>
      <ul aria-labelledby="demande-par-ta-classe" className="flex flex-col gap-2">
        {assignments.map((assignment) => (
          <li key={assignment.id} className="flex flex-wrap items-baseline gap-x-2">
            <Link to={`/app/niveau/${assignment.level}`} className="font-semibold text-brand-800 underline">
              Niveau {assignment.level} · {missionForLevel(assignment.level)?.title}
            </Link>
            <span className="text-ink-soft">
              pour le {formatDayMonth(assignment.dueOn)} ({assignment.classroomName})
            </span>
            {assignment.done ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-mint-100 px-2.5 py-0.5 text-xs font-bold text-mint-700">
                <Check aria-hidden="true" className="size-3.5" />
                {CLASS_ASSIGNMENT_DONE}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
