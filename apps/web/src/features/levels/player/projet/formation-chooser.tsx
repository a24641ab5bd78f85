import type { ProjetFormation } from '@declic/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { TextField } from '../../../../components/ui/field';
import { useProjetFormations } from '../api/projet-formations';

interface FormationChooserProps {
  name: string;
  chosenCode: string | null;
  onChoose: (formation: ProjetFormation) => void;
  error?: string;
}

/** The formation of the projet: the saved ones first, or a search among those with attendus. */
export function FormationChooser({ name, chosenCode, onChoose, error }: FormationChooserProps) {
  const [text, setText] = useState('');
  const formations = useProjetFormations(text);
  const searching = text.trim().length >= 2;
  const found = formations.data ?? [];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">Ta formation</legend>
      <TextField
        label="Chercher une formation"
        hint="Tape au moins 2 lettres : « BTS commerce », « BUT informatique », « infirmier »…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        type="search"
      />
      {formations.isFetching ? <p role="status">Recherche…</p> : null}
      {formations.isError ? <Alert tone="error">{formations.error.message}</Alert> : null}
      {!formations.isFetching && formations.isSuccess && found.length === 0 ? (
        <p role="status">
          {searching ? (
            `Aucune formation avec des attendus pour « ${text.trim()} ». Essaie le nom du diplôme.`
          ) : (
            <>
              Aucune des formations que tu as gardées n’a d’attendus nationaux. Cherche-la ci-dessus, ou ouvre{' '}
              <Link to="/app/formations" className="font-semibold underline">
                Formations
              </Link>
              .
            </>
          )}
        </p>
      ) : null}
      {found.length > 0 ? (
        <p className="text-sm text-ink-soft">
          {searching ? 'Résultats de la recherche' : 'Les formations que tu as gardées'}
        </p>
      ) : null}
      {found.map((formation) => (
        <label
          key={formation.code}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-3 has-[:checked]:border-brand-600"
        >
          <input
            type="radio"
            name={name}
            className="mt-1 size-5"
            checked={chosenCode === formation.code}
            onChange={() => onChoose(formation)}
          />
          <span>
            <span className="font-semibold">{formation.label}</span>
            <span className="block text-sm text-ink-soft">
              {[formation.school, formation.place].filter(Boolean).join(' · ')}
              {formation.saved ? ' · gardée' : ''}
            </span>
          </span>
        </label>
      ))}
      {error ? <p className="text-sm font-semibold text-coral-700">{error}</p> : null}
    </fieldset>
  );
}
