import { formatDate, type Teacher } from '@declic/domain';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Chip, type ChipTone } from '../../../components/ui/chip';
import { TextAreaField } from '../../../components/ui/field';
import { useSetTeacherStatus } from '../api/teachers';
import { TEACHER_TEXTES as T } from '../textes';
import { TeacherClassrooms } from './teacher-classrooms';

const STATUS_TONES: Record<Teacher['status'], ChipTone> = {
  pending_approval: 'sun',
  active: 'mint',
  suspended: 'coral',
};
/** The API asks for 3 characters at least: said here before any request. */
const MIN_REASON_LENGTH = 3;

type Decision = 'open' | 'reopen' | 'suspend';

/** The decisions a status allows: open or suspend a waiting account, suspend an open one, reopen. */
const DECISIONS: Record<Teacher['status'], Decision[]> = {
  pending_approval: ['open', 'suspend'],
  active: ['suspend'],
  suspended: ['reopen'],
};

/**
 * One teacher account: who, which school, since when; a reason, then open, suspend or reopen the
 * space; and their classes, unfolded on demand.
 */
export function TeacherReviewItem({
  teacher,
  onDone,
}: {
  teacher: Teacher;
  onDone: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [showClasses, setShowClasses] = useState(false);
  const reasonBox = useRef<HTMLDivElement>(null);
  const classesId = useId();
  const setStatus = useSetTeacherStatus();
  const name = `${teacher.firstName} ${teacher.lastName}`.trim() || teacher.email;
  const { establishment } = teacher;
  const typedReason = reason.trim().length >= MIN_REASON_LENGTH ? reason.trim() : null;

  function askForReason() {
    setMissing(true);
    reasonBox.current?.querySelector('textarea')?.focus();
  }

  async function decide(decision: Decision) {
    if (typedReason === null) return askForReason();
    setMissing(false);
    try {
      await setStatus.mutateAsync({
        id: teacher.id,
        status: decision === 'suspend' ? 'suspended' : 'active',
        reason: typedReason,
      });
      // The account leaves this tab: the list above says it, the item is gone.
      onDone(T.done[decision](name));
    } catch {
      // The mutation keeps the error, shown below in French.
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border-2 border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{name}</h3>
        <Chip tone={STATUS_TONES[teacher.status]}>{T.status[teacher.status]}</Chip>
      </div>
      <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Adresse</dt>
        <dd className="break-all">
          {teacher.email} <span className="text-ink-soft">({T.academic(teacher.academicEmail)})</span>
        </dd>
        <dt className="font-semibold">Établissement</dt>
        <dd>
          {establishment.name}
          {establishment.town ? `, ${establishment.town}` : ''} · {T.uai(establishment.uai)}
        </dd>
        <dt className="font-semibold">Inscription</dt>
        <dd>{formatDate(teacher.createdAt)}</dd>
      </dl>
      <div ref={reasonBox}>
        <TextAreaField
          label={T.reason}
          hint={T.reasonHint}
          rows={2}
          maxLength={300}
          value={reason}
          error={missing && typedReason === null ? T.reasonMissing : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {setStatus.isError ? <Alert tone="error">{setStatus.error.message}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {DECISIONS[teacher.status].map((decision) => (
          <Button
            key={decision}
            size="sm"
            variant={
              decision === 'suspend' && teacher.status === 'pending_approval' ? 'secondary' : 'primary'
            }
            disabled={setStatus.isPending}
            onClick={() => decide(decision)}
          >
            {T[decision]}
            <span className="sr-only"> ({name})</span>
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showClasses}
          aria-controls={classesId}
          onClick={() => setShowClasses((shown) => !shown)}
        >
          {showClasses ? T.hideClasses : T.showClasses}
          <span className="sr-only"> ({name})</span>
        </Button>
      </div>
      <div id={classesId} hidden={!showClasses}>
        {showClasses ? (
          <TeacherClassrooms
            teacherId={teacher.id}
            teacherName={name}
            reason={typedReason}
            onMissingReason={askForReason}
            onDone={onDone}
          />
        ) : null}
      </div>
    </li>
  );
}
