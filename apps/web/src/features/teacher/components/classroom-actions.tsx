import type { Classroom } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useArchiveClassroom, useRegenerateCode, useRenameClassroom } from '../api/classrooms';
import { TEXTES } from '../textes';

type Mode = 'buttons' | 'renaming' | 'confirmArchive';

/**
 * Rename, give a new code, archive (after a confirmation: the code stops at once). `onDone` says
 * what changed, for the page's status line.
 */
export function ClassroomActions({
  classroom,
  onDone,
}: {
  classroom: Classroom;
  onDone(message: string): void;
}) {
  const [mode, setMode] = useState<Mode>('buttons');
  const rename = useRenameClassroom();
  const archive = useArchiveClassroom();
  const regenerate = useRegenerateCode();
  const error = rename.error ?? archive.error ?? regenerate.error;
  const named = <span className="sr-only"> {classroom.name}</span>;

  if (mode === 'renaming') {
    return (
      <RenameForm
        classroom={classroom}
        error={rename.error?.message}
        saving={rename.isPending}
        onCancel={() => setMode('buttons')}
        onSave={(name) =>
          rename.mutate(
            { id: classroom.id, name },
            {
              onSuccess: (renamed) => {
                setMode('buttons');
                onDone(TEXTES.renommee(renamed.name));
              },
            },
          )
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {mode === 'confirmArchive' ? (
        <div className="flex flex-col gap-3 rounded-2xl bg-sun-100 p-4">
          <p>{TEXTES.archiverQuestion}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={archive.isPending}
              onClick={() =>
                archive.mutate(classroom.id, {
                  onSuccess: () => {
                    setMode('buttons');
                    onDone(TEXTES.archiveeFait(classroom.name));
                  },
                })
              }
            >
              {TEXTES.archiverOui}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('buttons')}>
              {TEXTES.garder}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setMode('renaming')}>
            {TEXTES.renommer}
            {named}
          </Button>
          {classroom.archived ? null : (
            <>
              <Button
                size="sm"
                variant="secondary"
                disabled={regenerate.isPending}
                onClick={() =>
                  regenerate.mutate(classroom.id, { onSuccess: () => onDone(TEXTES.nouveauCodeFait) })
                }
              >
                {TEXTES.nouveauCode}
                {named}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setMode('confirmArchive')}>
                {TEXTES.archiver}
                {named}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

interface RenameFormProps {
  classroom: Classroom;
  error?: string;
  saving: boolean;
  onSave(name: string): void;
  onCancel(): void;
}

function RenameForm({ classroom, error, saving, onSave, onCancel }: RenameFormProps) {
  const [name, setName] = useState(classroom.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(name);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        label={TEXTES.nouveauNom}
        value={name}
        maxLength={60}
        autoFocus
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {TEXTES.enregistrer}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {TEXTES.annuler}
        </Button>
      </div>
    </form>
  );
}
