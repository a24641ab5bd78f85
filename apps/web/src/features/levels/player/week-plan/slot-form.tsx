import { WEEK_DAYS, WEEK_SLOT_KINDS, WEEK_SLOT_LABELS, type WeekSlot } from '@declic/domain';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';

type SlotInput = Omit<WeekSlot, 'id'>;

const EMPTY: SlotInput = { day: 'lundi', start: '08:00', end: '12:00', kind: 'cours', label: '' };

const capitalised = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** One slot to add to the week: day, times, what it is for, a name. */
export function SlotForm({ onAdd }: { onAdd: (slot: SlotInput) => void }) {
  const [slot, setSlot] = useState<SlotInput>(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (slot.end <= slot.start) return setError('La fin doit suivre le début.');
    setError(undefined);
    onAdd({ ...slot, label: slot.label.trim() || WEEK_SLOT_LABELS[slot.kind] });
    setSlot({ ...slot, label: '' });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Ajouter un créneau"
      className="grid gap-3 rounded-xl border-2 border-line p-3 sm:grid-cols-5"
    >
      <SelectField
        label="Jour"
        options={[...WEEK_DAYS]}
        optionLabel={capitalised}
        value={slot.day}
        onChange={(event) => setSlot({ ...slot, day: event.target.value as SlotInput['day'] })}
      />
      <TextField
        label="Début"
        type="time"
        value={slot.start}
        onChange={(event) => setSlot({ ...slot, start: event.target.value })}
      />
      <TextField
        label="Fin"
        type="time"
        value={slot.end}
        error={error}
        onChange={(event) => setSlot({ ...slot, end: event.target.value })}
      />
      <SelectField
        label="Pour"
        options={[...WEEK_SLOT_KINDS]}
        optionLabel={(kind) => WEEK_SLOT_LABELS[kind as SlotInput['kind']]}
        value={slot.kind}
        onChange={(event) => setSlot({ ...slot, kind: event.target.value as SlotInput['kind'] })}
      />
      <TextField
        label="Nom"
        optional
        maxLength={60}
        placeholder="Maths, foot…"
        value={slot.label}
        onChange={(event) => setSlot({ ...slot, label: event.target.value })}
      />
      <Button type="submit" variant="secondary" className="sm:col-span-5 sm:justify-self-start">
        <Plus aria-hidden="true" className="size-4" />
        Ajouter le créneau
      </Button>
    </form>
  );
}
