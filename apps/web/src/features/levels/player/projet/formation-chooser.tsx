import type { DevenirApprentis, ProjetFormation } from '@declic/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { DevenirApprentisNote } from '../../../../components/catalog/devenir-apprentis';
import { Alert } from '../../../../components/ui/alert';
import { buttonClasses } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useProjetFormations } from '../api/projet-formations';

interface FormationChooserProps {
  name: string;
  chosen: { code: string; label: string } | null;
  /** What becomes of the apprentices of the chosen formation's school (InserJeunes), when known. */
  devenir?: DevenirApprentis;
  onChoose: (formation: ProjetFormation) => void;
  error?: string;
}

/**
 * The formation of the projet: the saved ones first, or a search among those with attendus.
 * Once one is chosen, the list folds away behind « Changer de formation ».
 */
export function FormationChooser({ name, chosen, devenir, onChoose, error }: FormationChooserProps) {
  const [open, setOpen] = useState(chosen === null);
  const [text, setText] = useState('');
  // The chosen radio disappears with the list: focus goes to the button that brings it back.
  const focusAfterChoice = useRef(false);
  if (!open && chosen) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-brand-600 p-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p>
            <span className="block text-sm text-ink-soft">Ton projet pour</span>
            <span className="font-semibold">{chosen.label}</span>
          </p>
          <DevenirApprentisNote devenir={devenir} />
        </div>
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => setOpen(true)}
          ref={(button) => {
            if (button && focusAfterChoice.current) {
              focusAfterChoice.current = false;
              button.focus();
            }
          }}
        >
          Changer de formation
        </button>
      </div>
    );
  }
  return (
    <FormationSearch
      name={name}
      chosenCode={chosen?.code ?? null}
      text={text}
      setText={setText}
      onChoose={(formation) => {
        onChoose(formation);
        focusAfterChoice.current = true;
        setOpen(false);
      }}
      error={error}
    />
  );
}

interface FormationSearchProps {
  name: string;
  chosenCode: string | null;
  text: string;
  setText: (text: string) => void;
  onChoose: (formation: ProjetFormation) => void;
  error?: string;
}

function FormationSearch({ name, chosenCode, text, setText, onChoose, error }: FormationSearchProps) {
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
