import {
  type DateIdea,
  dayInFrance,
  OWN_DATE_KIND_LABELS,
  OWN_DATE_KINDS,
  type OwnDate,
  type OwnDateKind,
} from '@declic/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { newOwnDateId } from './dates';

const EMPTY = { kind: 'portes-ouvertes' as OwnDateKind, label: '', date: '', place: '' };

interface OwnDateFormProps {
  onAdd: (date: OwnDate) => void;
  /** An idea from the journey to start from (the form is keyed on it, so it starts afresh). */
  initial?: DateIdea;
}

/** Adds one of the student's own dates; the server checks them all when the step is saved. */
export function OwnDateForm({ onAdd, initial }: OwnDateFormProps) {
  const [form, setForm] = useState(() =>
    initial
      ? { kind: initial.kind, label: initial.label, date: initial.date ?? '', place: initial.place }
      : EMPTY,
  );
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // An idea chosen in the list brings the keyboard here, to pick the day.
  useEffect(() => {
    if (initial) heading.current?.focus();
  }, [initial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.label.trim().length < 2) return setError('Donne un nom à cette date.');
    if (!form.date) return setError('Choisis le jour.');
    setError(null);
    onAdd({ ...form, id: newOwnDateId(form.kind), label: form.label.trim(), place: form.place.trim() });
    setForm(EMPTY);
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="ajouter-date"
      className="flex flex-col gap-3 rounded-2xl bg-surface-soft p-4"
    >
      <h3
        id="ajouter-date"
        ref={heading}
        tabIndex={-1}
        className="font-display text-lg font-bold outline-none"
      >
        Ajouter une date à toi
      </h3>
      <SelectField
        label="Type de date"
        options={OWN_DATE_KINDS}
        optionLabel={(kind) => OWN_DATE_KIND_LABELS[kind as OwnDateKind]}
        value={form.kind}
        onChange={(event) => setForm({ ...form, kind: event.target.value as OwnDateKind })}
      />
      <TextField
        label="Quoi"
        hint="Par exemple : « JPO du BUT informatique de Lannion » ou « Rendez-vous avec Mme Caron »."
        value={form.label}
        maxLength={120}
        onChange={(event) => setForm({ ...form, label: event.target.value })}
        error={error && form.label.trim().length < 2 ? error : undefined}
      />
      <TextField
        label="Quel jour"
        type="date"
        min={dayInFrance()}
        value={form.date}
        onChange={(event) => setForm({ ...form, date: event.target.value })}
        error={error && form.label.trim().length >= 2 && !form.date ? error : undefined}
      />
      <TextField
        label="Où"
        optional
        value={form.place}
        maxLength={120}
        onChange={(event) => setForm({ ...form, place: event.target.value })}
      />
      <div>
        <Button type="submit" variant="secondary">
          Ajouter cette date
        </Button>
      </div>
    </form>
  );
}
