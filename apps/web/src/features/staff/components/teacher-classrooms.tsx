import { type AdminClassroom, CLASSROOM_GRADE_LABELS, formatDate } from '@declic/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { useArchiveClassroomAsStaff, useTeacherClassrooms } from '../api/teachers';
import { TEACHER_TEXTES as T } from '../textes';

function codeLine(classroom: AdminClassroom): string | null {
  const expiresAt = classroom.joinCodeExpiresAt;
  if (!expiresAt) return null;
  const date = formatDate(expiresAt);
  return Date.parse(expiresAt) > Date.now() ? T.codeUntil(date) : T.codeExpired(date);
}

/**
 * A teacher's classes as the staff read them — never a student's name — and, with the reason
 * typed above, archiving one (its code stops at once).
 */
export function TeacherClassrooms({
  teacherId,
  teacherName,
  reason,
  onMissingReason,
  onDone,
}: {
  teacherId: string;
  teacherName: string;
  /** The reason typed for this teacher, or null when it is too short (the field then says so). */
  reason: string | null;
  onMissingReason: () => void;
  onDone: (message: string) => void;
}) {
  const classrooms = useTeacherClassrooms(teacherId, true);
  const archive = useArchiveClassroomAsStaff();

  async function archiveOne(classroom: AdminClassroom) {
    if (reason === null) return onMissingReason();
    try {
      await archive.mutateAsync({ id: classroom.id, reason });
      onDone(T.archiveDone(classroom.name));
    } catch {
      // The mutation keeps the error, shown below in French.
    }
  }

  if (classrooms.isPending) return <p role="status">Chargement…</p>;
  if (classrooms.isError) return <Alert tone="error">{classrooms.error.message}</Alert>;
  if (classrooms.data.length === 0) return <p className="text-ink-soft">{T.noClasses}</p>;
  return (
    <>
      <ul aria-label={T.classesLabel(teacherName)} className="flex flex-col gap-2">
        {classrooms.data.map((classroom) => (
          <li
            key={classroom.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 p-3"
          >
            <span>
              <span className="font-semibold">{classroom.name}</span>
              {classroom.archived ? (
                <Chip tone="neutral" className="ml-2">
                  {T.archived}
                </Chip>
              ) : null}
              <span className="block text-sm text-ink-soft">
                {[
                  CLASSROOM_GRADE_LABELS[classroom.grade],
                  classroom.schoolYear,
                  T.students(classroom.studentCount),
                  codeLine(classroom),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            {classroom.archived ? null : (
              <Button
                size="sm"
                variant="ghost"
                disabled={archive.isPending}
                onClick={() => archiveOne(classroom)}
              >
                {T.archive}
                <span className="sr-only"> {classroom.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {archive.isError ? <Alert tone="error">{archive.error.message}</Alert> : null}
    </>
  );
}
