import type { LetterStyle, LetterTargetType } from '@declic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { generateLetter } from '../api/generate-letter';
import { myLettersQueryKey } from '../api/get-my-letters';
import { TEXTES } from '../textes';
import { LetterResult } from './letter-result';

const STYLES = Object.keys(TEXTES.styles) as LetterStyle[];

/** Target toggle, free-text target, style and 'Générer' (disabled until a target is typed). */
export function LetterForm() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<LetterTargetType>('metier');
  const [target, setTarget] = useState('');
  const [style, setStyle] = useState<LetterStyle>('sobre');
  const [letter, setLetter] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(false);
    try {
      const key = type === 'metier' ? 'emploi_selection' : 'formation_selection';
      const result = await generateLetter({ style, [key]: target.trim() });
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
              onClick={() => setType(option)}
            >
              {TEXTES[option]}
            </Button>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 font-semibold text-ink">
          {type === 'metier' ? TEXTES.metierField : TEXTES.formationField}
          <input
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            maxLength={200}
            className="min-h-11 rounded-xl border-2 border-line bg-white px-3 font-normal"
          />
        </label>
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
        <Button type="submit" disabled={target.trim().length < 2 || busy} className="self-start">
          {busy ? TEXTES.generating : TEXTES.generate}
        </Button>
      </form>
      {error ? <Alert tone="error">{TEXTES.error}</Alert> : null}
      {letter ? <LetterResult letter={letter} /> : null}
    </div>
  );
}
