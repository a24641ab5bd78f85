import type { RoadmapMilestone } from '@declic/domain';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';

/** Adds one milestone (what, and by which month) to a horizon of the road map. */
export function MilestoneForm({
  horizonLabel,
  disabled,
  onAdd,
}: {
  horizonLabel: string;
  disabled: boolean;
  onAdd: (milestone: Omit<RoadmapMilestone, 'id'>) => void;
}) {
  const [label, setLabel] = useState('');
  const [month, setMonth] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (label.trim().length < 3 || !/^\d{4}-\d{2}$/.test(month)) {
      setError('Donne un nom à l’étape et choisis son mois.');
      return;
    }
    setError(undefined);
    onAdd({ label: label.trim(), month });
    setLabel('');
  };
  return (
    <form
      onSubmit={submit}
      aria-label={`Ajouter une étape — ${horizonLabel}`}
      className="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <TextField
        label="Étape"
        maxLength={120}
        placeholder="Finir mon dossier Parcoursup"
        value={label}
        error={error}
        onChange={(event) => setLabel(event.target.value)}
      />
      <TextField label="Mois" type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
      <Button type="submit" variant="secondary" disabled={disabled}>
        <Plus aria-hidden="true" className="size-4" />
        Ajouter l’étape
      </Button>
    </form>
  );
}
