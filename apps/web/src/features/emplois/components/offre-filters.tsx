import { type CatalogFiltersProps, FilterForm, SearchField } from '../../../components/catalog/filter-form';
import { SelectField, TextField } from '../../../components/ui/field';

export interface OffreFilterValues extends Record<string, string> {
  q: string;
  typecontrat: string;
  /** '' for Tous, 'true' for Oui, 'false' for Non. */
  alternance: string;
}

const ALTERNANCE: Record<string, string> = { Tous: '', Oui: 'true', Non: 'false' };
const labelOf = (value: string) =>
  Object.keys(ALTERNANCE).find((label) => ALTERNANCE[label] === value) ?? 'Tous';

/** Search (title, sector, ROME code), Type de contrat, Alternance (Tous, Oui, Non), the wand, Filtrer. */
export function OffreFilters(props: CatalogFiltersProps<OffreFilterValues>) {
  return (
    <FilterForm label="Filtrer les offres" {...props}>
      {(draft, update) => (
        <>
          <SearchField
            placeholder="Intitulé, secteur ou code ROME"
            value={draft.q}
            onChange={(q) => update({ q })}
          />
          <TextField
            label="Type de contrat"
            name="typecontrat"
            placeholder="Ex. CDI, CDD, intérim"
            value={draft.typecontrat}
            onChange={(event) => update({ typecontrat: event.target.value })}
          />
          <SelectField
            label="Alternance"
            name="alternance"
            options={Object.keys(ALTERNANCE)}
            value={labelOf(draft.alternance)}
            onChange={(event) => update({ alternance: ALTERNANCE[event.target.value] ?? '' })}
          />
        </>
      )}
    </FilterForm>
  );
}
