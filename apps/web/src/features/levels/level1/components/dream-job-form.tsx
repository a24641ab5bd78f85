import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { LEVEL1_TEXTES } from '../textes';

/** await_input: the dream job in free text; Valider stays disabled when blank or loading. */
export function DreamJobForm({ loading, onSubmit }: { loading: boolean; onSubmit: (job: string) => void }) {
  const [job, setJob] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (job.trim() && !loading) onSubmit(job.trim());
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label={LEVEL1_TEXTES.dreamJobLabel}
        value={job}
        maxLength={200}
        placeholder={LEVEL1_TEXTES.dreamJobPlaceholder}
        onChange={(event) => setJob(event.target.value)}
        className="flex-1"
      />
      <Button type="submit" disabled={job.trim() === '' || loading}>
        {LEVEL1_TEXTES.validate}
      </Button>
    </form>
  );
}
