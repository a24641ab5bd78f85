import { addDays, dayInFrance, MISSIONS } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { useAssignLevel } from '../api/class-assignments';
import { TEXTES } from '../textes';

const LEVEL_OPTIONS = MISSIONS.map((mission) => String(mission.level));
const levelLabel = (level: string) => `Niveau ${level} · ${MISSIONS[Number(level) - 1]?.title ?? ''}`;

/** « Assigner un niveau »: a level of the journey (with its title) and the day it is due. */
export function AssignLevelForm({
  classroomId,
  onAssigned,
}: {
  classroomId: string;
  onAssigned(level: number): void;
}) {
  const assign = useAssignLevel(classroomId);
  const [level, setLevel] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [missing, setMissing] = useState<{ level?: string; dueOn?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      level: level ? undefined : TEXTES.levelRequired,
      dueOn: dueOn ? undefined : TEXTES.dueRequired,
    };
    setMissing(problems);
    if (problems.level || problems.dueOn) return;
    assign.mutate(
      { level: Number(level), dueOn },
      {
        onSuccess: (assignment) => {
          setLevel('');
          setDueOn('');
          onAssigned(assignment.level);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="assigner-un-niveau" className="flex flex-col gap-3">
      <h3 id="assigner-un-niveau" className="text-lg font-semibold">
        {TEXTES.formTitle}
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <SelectField
          label={TEXTES.levelLabel}
          placeholder={TEXTES.levelPlaceholder}
          options={LEVEL_OPTIONS}
          optionLabel={levelLabel}
          value={level}
          onChange={(event) => setLevel(event.target.value)}
          error={missing.level}
          className="sm:flex-1"
        />
        <TextField
          type="date"
          label={TEXTES.dueLabel}
          hint={TEXTES.dueHint}
          min={addDays(dayInFrance(), 1)}
          value={dueOn}
          onChange={(event) => setDueOn(event.target.value)}
          error={missing.dueOn}
          className="sm:w-56"
        />
      </div>
      {assign.error ? <Alert tone="error">{assign.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={assign.isPending}>
        {assign.isPending ? TEXTES.submitting : TEXTES.submit}
      </Button>
    </form>
  );
}
