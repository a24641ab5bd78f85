import { useState } from 'react';
import { TextField } from '../../../../components/ui/field';
import type { ChooserProps } from './chooser-props';
import { useMetierSearch, useRecommendedMetiers } from './metier-options';
import { OptionList } from './option-list';

/** Level 6's métiers: the test's recommendations first, then a search of the ROME catalogue. */
export function MetierChooser({ chosen, full, onChoose }: ChooserProps) {
  const [text, setText] = useState('');
  const recommended = useRecommendedMetiers();
  const search = useMetierSearch(text);
  return (
    <div className="flex flex-col gap-3">
      <OptionList
        label="Métiers proposés par ton test"
        options={recommended}
        chosen={chosen}
        full={full}
        onChoose={onChoose}
      />
      <TextField
        label="Chercher un autre métier"
        hint="Tape au moins 2 lettres : « infirmier », « développeuse », « boulanger »…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        type="search"
      />
      {search.isFetching ? <p role="status">Recherche…</p> : null}
      {search.data && search.data.length === 0 ? (
        <p role="status">Aucun métier trouvé pour « {text.trim()} ». Essaie un autre mot.</p>
      ) : null}
      <OptionList
        label="Résultats de la recherche"
        options={search.data ?? []}
        chosen={chosen}
        full={full}
        onChoose={onChoose}
      />
    </div>
  );
}
