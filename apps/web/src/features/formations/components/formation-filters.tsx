import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { PlaceField } from '../../../components/catalog/place-field';
import { RecommendToggle } from '../../../components/catalog/recommend-toggle';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { usePlaceSuggestions } from '../api/suggest-places';

export interface FormationFilterValues {
  q: string;
  region: string;
  departement: string;
}

interface FormationFiltersProps {
  values: FormationFilterValues;
  recommended: boolean;
  onSubmit(values: FormationFilterValues): void;
  onRecommendedChange(value: boolean): void;
}

/** Search box (name, code, city), Région and Département with suggestions, the wand, Filtrer. */
export function FormationFilters({
  values,
  recommended,
  onSubmit,
  onRecommendedChange,
}: FormationFiltersProps) {
  const [draft, setDraft] = useState(values);
  // The address is the truth: going back in history refills the form.
  useEffect(() => setDraft(values), [values]);
  const regions = usePlaceSuggestions('region', draft.region);
  const departements = usePlaceSuggestions('departement', draft.departement);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <search aria-label="Filtrer les formations">
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
      >
        <TextField
          label="Rechercher"
          name="q"
          type="search"
          placeholder="Nom, code ou ville"
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <PlaceField
          label="Région"
          name="region"
          value={draft.region}
          suggestions={regions}
          placeholder="Ex. Île-de-France"
          onChange={(region) => setDraft({ ...draft, region })}
        />
        <PlaceField
          label="Département"
          name="departement"
          value={draft.departement}
          suggestions={departements}
          placeholder="Ex. Gironde ou 33"
          onChange={(departement) => setDraft({ ...draft, departement })}
        />
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
