import {
  formatNumber,
  LETTER_STYLE_LABELS,
  type LetterStep as LetterStepDefinition,
  type LetterStyle,
  letterStyleSchema,
} from '@declic/domain';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../../components/ui/field';
import { type LetterTarget, useDraftLetter, useLetterTargets } from '../api/letter-targets';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

interface LetterDraft extends Record<string, unknown> {
  target: Omit<LetterTarget, 'where'> | null;
  style: LetterStyle;
  letterId: string | null;
  draft: string;
  text: string;
}

const EMPTY: LetterDraft = { target: null, style: 'sobre', letterId: null, draft: '', text: '' };
const STYLES = letterStyleSchema.options;

/** A letter for one saved offer or formation: a draft from the letter writer, then the student's own words. */
export function LetterStep({ level, step, stored }: StepProps<LetterStepDefinition>) {
  const [letter, setLetter] = useStepDraft<LetterDraft>(`${level}.${step.id}`, stored?.answer, EMPTY);
  const saving = useStepSave(level, step.id, stored);
  const { targets, isPending } = useLetterTargets();
  const writer = useDraftLetter();
  const chosen = targets.find(
    (t) => t.catalogue === letter.target?.catalogue && t.code === letter.target.code,
  );
  const length = [...letter.text.trim()].length;

  const writeDraft = () => {
    if (!chosen) return;
    writer.mutate(
      { target: chosen, style: letter.style },
      {
        onSuccess: ({ letter: text, saved }) =>
          setLetter({ ...letter, letterId: saved.id, draft: text, text }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">Ta cible</legend>
        {isPending ? <p role="status">Chargement de tes offres et formations…</p> : null}
        {!isPending && targets.length === 0 ? (
          <Alert tone="info">
            Tu n’as encore gardé aucune offre ni formation. Ouvre{' '}
            <Link to="/app/emplois" className="font-semibold underline">
              Emplois
            </Link>{' '}
            ou{' '}
            <Link to="/app/formations" className="font-semibold underline">
              Formations
            </Link>
            , garde celle qui te plaît, puis reviens ici.
          </Alert>
        ) : null}
        {targets.map((target) => (
          <label
            key={`${target.catalogue}-${target.code}`}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-3 has-[:checked]:border-brand-600"
          >
            <input
              type="radio"
              name={`${level}-${step.id}-cible`}
              className="mt-1 size-5"
              checked={chosen === target}
              onChange={() =>
                setLetter({
                  ...letter,
                  target: { catalogue: target.catalogue, code: target.code, label: target.label },
                })
              }
            />
            <span>
              <span className="font-semibold">{target.label}</span>
              <span className="block text-sm text-ink-soft">
                {target.catalogue === 'offres' ? 'Offre' : 'Formation'}
                {target.where ? ` · ${target.where}` : ''}
              </span>
            </span>
          </label>
        ))}
        {fieldError(saving.check?.problems, 'target') ? (
          <p className="text-sm font-semibold text-coral-700">
            {fieldError(saving.check?.problems, 'target')}
          </p>
        ) : null}
      </fieldset>

      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Le ton du brouillon"
          options={STYLES}
          optionLabel={(style) => LETTER_STYLE_LABELS[style as LetterStyle]}
          value={letter.style}
          onChange={(event) => setLetter({ ...letter, style: event.target.value as LetterStyle })}
          className="min-w-48"
        />
        <Button variant="secondary" onClick={writeDraft} disabled={!chosen || writer.isPending}>
          {writer.isPending
            ? 'Rédaction…'
            : letter.draft
              ? 'Rédiger un nouveau brouillon'
              : 'Rédiger le brouillon'}
        </Button>
      </div>
      {writer.isError ? <Alert tone="error">{writer.error.message}</Alert> : null}

      {letter.draft ? (
        <TextAreaField
          label="Ta lettre"
          hint={`Ajoute un exemple vécu et ce qui t’attire chez eux. ${formatNumber(length)}\u00a0caractères (${formatNumber(step.minLength)} au moins).`}
          rows={16}
          maxLength={step.maxLength}
          value={letter.text}
          error={fieldError(saving.check?.problems, 'text')}
          onChange={(event) => setLetter({ ...letter, text: event.target.value })}
        />
      ) : null}

      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save(letter)}
      />
    </div>
  );
}
