import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useWishSearch } from '../api/wish-search';
import { type Wish, wishOfFormation } from './wish';
import { WishName, WishRow } from './wish-row';

interface WishSearchProps {
  isListed: (code: string) => boolean;
  full: boolean;
  onAdd: (wish: Wish) => void;
}

/** Finds formations of the catalogue to add as wishes. */
export function WishSearch({ isListed, full, onAdd }: WishSearchProps) {
  const [text, setText] = useState('');
  const search = useWishSearch(text);
  const found = (search.data ?? []).map(wishOfFormation);
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Chercher une formation"
        hint="Tape au moins 2 lettres : « licence psychologie », « BTS commerce Lyon », « infirmier »…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        type="search"
      />
      {search.isFetching ? <p role="status">Recherche…</p> : null}
      {search.isError ? <p role="alert">{search.error.message}</p> : null}
      {search.isSuccess && found.length === 0 ? (
        <p role="status">Aucune formation trouvée pour « {text.trim()} ». Essaie un autre mot.</p>
      ) : null}
      {found.length > 0 ? (
        <ul aria-label="Résultats de la recherche" className="flex flex-col gap-2">
          {found.map((wish) => (
            <li key={wish.code}>
              <WishRow
                wish={wish}
                action={
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={isListed(wish.code) || full}
                    onClick={() => onAdd(wish)}
                  >
                    {isListed(wish.code) ? 'Dans ta liste' : 'Ajouter'}
                    <WishName wish={wish} />
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
