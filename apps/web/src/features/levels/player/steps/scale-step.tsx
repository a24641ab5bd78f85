import { SCALE_RANGE, type ScaleScore, type ScaleStep as ScaleStepDefinition } from '@declic/domain';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import { SavoirEtreComparison } from '../level12/savoir-etre-comparison';
import type { StepProps } from '../step-props';
import { ScaleProfile } from './scale-profile';
import { StepCheckPanel } from './step-check-panel';

const LABELS = ['Pas du tout', 'Plutôt non', 'Entre les deux', 'Plutôt oui', 'Tout à fait'];
const VALUES = Array.from({ length: SCALE_RANGE.max - SCALE_RANGE.min + 1 }, (_, i) => SCALE_RANGE.min + i);

/** A self-assessment: each statement rated from « Pas du tout » to « Tout à fait », scored by the server. */
export function ScaleStep({ level, step, stored }: StepProps<ScaleStepDefinition>) {
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, { answers: {} });
  const answers = draft.answers as Record<string, number>;
  const saving = useStepSave(level, step.id, stored);
  const scores = (saving.check?.result as { scores?: ScaleScore[] } | undefined)?.scores;
  const answered = step.items.filter((item) => answers[item.id] !== undefined).length;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-soft" aria-live="polite">
        {answered} / {step.items.length} affirmations notées
      </p>
      <ol className="flex flex-col gap-4">
        {step.items.map((item, number) => (
          <li key={item.id}>
            <fieldset>
              <legend className="mb-2 font-semibold text-ink">
                {number + 1}. {item.text}
              </legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-5">
                {VALUES.map((value, index) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-line bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={`affirmation-${item.id}`}
                      checked={answers[item.id] === value}
                      onChange={() => setDraft({ answers: { ...answers, [item.id]: value } })}
                      className="size-5 shrink-0 accent-brand-700"
                    />
                    {LABELS[index]}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save(draft)}
        saveLabel="Voir mon profil"
      >
        {saving.check?.passed && scores ? <ScaleProfile scores={scores} /> : null}
        {level === 12 && saving.check?.passed && scores ? <SavoirEtreComparison scores={scores} /> : null}
      </StepCheckPanel>
    </div>
  );
}
