import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { RecommendToggle } from './recommend-toggle';

/** What a catalogue page gives its filters: the values in the address, the wand, the callbacks. */
export interface CatalogFiltersProps<Values extends Record<string, string>> {
  values: Values;
  recommended: boolean;
  onSubmit(values: Values): void;
  onRecommendedChange(value: boolean): void;
}

interface FilterFormProps<Values extends Record<string, string>> extends CatalogFiltersProps<Values> {
  label: string;
  /** The fields, editing a draft that only applies on Filtrer. */
  children(draft: Values, update: (changes: Partial<Values>) => void): ReactNode;
}

/** A catalogue's filters: its fields, the magic-wand toggle and Filtrer (spec section 2). */
export function FilterForm<Values extends Record<string, string>>(props: FilterFormProps<Values>) {
  const [draft, setDraft] = useState(props.values);
  // The address is the truth: going back in history refills the form (keyed by content, not identity).
  const key = JSON.stringify(props.values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the values change, keyed by their content.
  useEffect(() => setDraft(props.values), [key]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(draft);
  };
  return (
    <search aria-label={props.label}>
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
      >
        {props.children(draft, (changes) => setDraft((current) => ({ ...current, ...changes })))}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <RecommendToggle pressed={props.recommended} onChange={props.onRecommendedChange} />
          <Button type="submit">
            <Search aria-hidden="true" size={18} />
            Filtrer
          </Button>
        </div>
      </form>
    </search>
  );
}

/** The free-text search of a catalogue (`q`), first of its filters. */
export function SearchField({
  value,
  placeholder,
  onChange,
}: {
  value: string;
  placeholder: string;
  onChange(q: string): void;
}) {
  return (
    <TextField
      label="Rechercher"
      name="q"
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
