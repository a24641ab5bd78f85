import { catalogApi, type FormationItem } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DevenirApprentisNote } from '../../../../components/catalog/devenir-apprentis';
import { TextField } from '../../../../components/ui/field';
import { call } from '../../../../lib/api-call';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import type { ChooserProps } from './chooser-props';
import { OptionList } from './option-list';
import type { PickOption } from './pick-option';

const TYPING_PAUSE_MS = 300;

const toOption = (formation: FormationItem): PickOption => ({
  code: formation.id,
  label: formation.nmc ?? formation.nm[0] ?? 'Formation',
  detail: [formation.etab_nom, formation.commune, formation.type_formation].filter(Boolean).join(' · '),
  url: formation.fiche ?? formation.etab_url ?? undefined,
  more: formation.devenir_apprentis ? (
    <DevenirApprentisNote devenir={formation.devenir_apprentis} />
  ) : undefined,
});

/** Formations of the catalogue (level 38): the student's recommended ones first, then a search. */
export function FormationChooser({ chosen, full, onChoose }: ChooserProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const recommended = useQuery({
    queryKey: ['level-formations-recommended'],
    queryFn: ({ signal }) =>
      call(catalogApi.searchFormations, { query: { recommended: 'true' } }, { signal }),
    select: (data) => data.items.slice(0, 6).map(toOption),
  });
  const search = useQuery({
    queryKey: ['level-formations-search', q],
    queryFn: ({ signal }) => call(catalogApi.searchFormations, { query: { q } }, { signal }),
    enabled: q.length >= 2,
    select: (data) => data.items.map(toOption),
  });
  return (
    <div className="flex flex-col gap-3">
      <OptionList
        label="Formations proposées par ton profil"
        options={recommended.data ?? []}
        chosen={chosen}
        full={full}
        onChoose={onChoose}
        linkLabel="Voir la fiche"
      />
      <TextField
        label="Chercher une formation"
        hint="Un diplôme, un domaine ou une ville : « BTS commerce », « infirmier », « Lyon »…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        type="search"
      />
      {search.isFetching ? <p role="status">Recherche…</p> : null}
      {search.data && search.data.length === 0 ? (
        <p role="status">Aucune formation trouvée pour « {text.trim()} ». Essaie un autre mot.</p>
      ) : null}
      <OptionList
        label="Résultats de la recherche"
        options={search.data ?? []}
        chosen={chosen}
        full={full}
        onChoose={onChoose}
        linkLabel="Voir la fiche"
      />
    </div>
  );
}
