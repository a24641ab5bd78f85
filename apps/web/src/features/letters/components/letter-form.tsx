import {
  type GenerateLetterRequest,
  LETTER_SUGGEST_MIN_CHARS,
  type LetterStyle,
  type LetterSuggestion,
  type LetterTargetType,
} from '@declic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { generateLetter } from '../api/generate-letter';
import { myLettersQueryKey } from '../api/get-my-letters';
import { TEXTES } from '../textes';
import { LetterResult } from './letter-result';
import { TargetAutocomplete } from './target-autocomplete';

const STYLES = Object.keys(TEXTES.styles) as LetterStyle[];

/** The spec's two shapes: the picked suggestion, or the typed text as free text. */
function requestFor(
  style: LetterStyle,
  type: LetterTargetType,
  text: string,
  selection: LetterSuggestion | null,
): GenerateLetterRequest {
  if (selection)
    return { style, selection: { type: selection.type, label: selection.label, id: selection.id } };
  return type === 'metier'
    ? { style, emploi_selection: text.trim() }
    : { style, formation_selection: text.trim() };
}

/** Target toggle, autocomplete, style and 'Générer' (disabled until a suggestion is picked or text typed). */
export function LetterForm() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<LetterTargetType>('metier');
  const [target, setTarget] = useState('');
  const [selection, setSelection] = useState<LetterSuggestion | null>(null);
  const [style, setStyle] = useState<LetterStyle>('sobre');
  const [letter, setLetter] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(false);
    try {
      const result = await generateLetter(requestFor(style, type, target, selection));
      setLetter(result.letter);
      await queryClient.invalidateQueries({ queryKey: myLettersQueryKey });
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex gap-2">
          <legend className="mb-2 font-semibold text-ink">{TEXTES.targetLabel}</legend>
          {(['metier', 'formation'] as const).map((option) => (
            <Button
              key={option}
              variant={type === option ? 'primary' : 'secondary'}
              aria-pressed={type === option}
              onClick={() => {
                setType(option);
                setTarget('');
                setSelection(null);
              }}
            >
              {TEXTES[option]}
            </Button>
          ))}
        </fieldset>
        <TargetAutocomplete
          type={type}
          text={target}
          selection={selection}
          onType={(text) => {
            setTarget(text);
            setSelection(null);
          }}
          onSelect={(suggestion) => {
            setTarget(suggestion.label);
            setSelection(suggestion);
          }}
        />
        <label className="flex flex-col gap-1 font-semibold text-ink">
          {TEXTES.style}
          <select
            value={style}
            onChange={(event) => setStyle(event.target.value as LetterStyle)}
            className="min-h-11 rounded-xl border-2 border-line bg-white px-3 font-normal"
          >
            {STYLES.map((option) => (
              <option key={option} value={option}>
                {TEXTES.styles[option]}
              </option>
            ))}
          </select>
        </label>
        <Button
          type="submit"
          disabled={(!selection && target.trim().length < LETTER_SUGGEST_MIN_CHARS) || busy}
          className="self-start"
        >
          {busy ? TEXTES.generating : TEXTES.generate}
        </Button>
      </form>
      {error ? <Alert tone="error">{TEXTES.error}</Alert> : null}
      {/* Keyed by the text: a new letter starts with « Copier » again. */}
      {letter ? <LetterResult key={letter} letter={letter} /> : null}
    </div>
  );
}
