import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { RecommendToggle } from '../../../components/catalog/recommend-toggle';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

export interface OffreFilterValues {
  q: string;
  typecontrat: string;
  alternance: string;
}

interface OffreFiltersProps {
  values: OffreFilterValues;
  recommended: boolean;
  onSubmit(values: OffreFilterValues): void;
  onRecommendedChange(value: boolean): void;
}

const ALTERNANCE = [
  { value: '', label: 'Tous' },
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
];

/** Search (title, sector, ROME code), Type de contrat, Alternance (Tous, Oui, Non), the wand, Filtrer. */
export function OffreFilters({ values, recommended, onSubmit, onRecommendedChange }: OffreFiltersProps) {
  const [draft, setDraft] = useState(values);
  // The address is the truth: going back in history refills the form.
  useEffect(() => setDraft(values), [values]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <search aria-label="Filtrer les offres">
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
      >
        <TextField
          label="Rechercher"
          name="q"
          type="search"
          placeholder="Intitulé, secteur ou code ROME"
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <TextField
          label="Type de contrat"
          name="typecontrat"
          placeholder="Ex. CDI, CDD, intérim"
          value={draft.typecontrat}
          onChange={(event) => setDraft({ ...draft, typecontrat: event.target.value })}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="filtre-alternance" className="font-semibold">
            Alternance
          </label>
          <select
            id="filtre-alternance"
            name="alternance"
            value={draft.alternance}
            onChange={(event) => setDraft({ ...draft, alternance: event.target.value })}
            className="min-h-11 w-full rounded-xl border-2 border-line bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-600"
          >
            {ALTERNANCE.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <RecommendToggle pressed={recommended} onChange={onRecommendedChange} />
          <Button type="submit">
            <Search aria-hidden="true" size={18} />
            Filtrer
          </Button>
        </div>
      </form>
    </search>
  );
}
