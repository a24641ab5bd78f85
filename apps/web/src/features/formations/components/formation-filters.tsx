import { type CatalogFiltersProps, FilterForm, SearchField } from '../../../components/catalog/filter-form';
import { PlaceField } from '../../../components/catalog/place-field';
import { usePlaceSuggestions } from '../api/suggest-places';

export interface FormationFilterValues extends Record<string, string> {
  q: string;
  region: string;
  departement: string;
}

function FormationFields({
  draft,
  update,
}: {
  draft: FormationFilterValues;
  update(changes: Partial<FormationFilterValues>): void;
}) {
  const regions = usePlaceSuggestions('region', draft.region);
  const departements = usePlaceSuggestions('departement', draft.departement);
  return (
    <>
      <SearchField placeholder="Nom, code ou ville" value={draft.q} onChange={(q) => update({ q })} />
      <PlaceField
        label="Région"
        name="region"
        value={draft.region}
        suggestions={regions}
        placeholder="Ex. Île-de-France"
        onChange={(region) => update({ region })}
      />
      <PlaceField
        label="Département"
        name="departement"
        value={draft.departement}
        suggestions={departements}
        placeholder="Ex. Gironde ou 33"
        onChange={(departement) => update({ departement })}
      />
    </>
  );
}

/** Search box (name, code, city), Région and Département with suggestions, the wand, Filtrer. */
export function FormationFilters(props: CatalogFiltersProps<FormationFilterValues>) {
  return (
    <FilterForm label="Filtrer les formations" {...props}>
      {(draft, update) => <FormationFields draft={draft} update={update} />}
    </FilterForm>
  );
}
