import { FOCUS_THEMES, type FocusStep as FocusStepDefinition, type SuggestedLevel } from '@declic/domain';
import { TextAreaField } from '../../../../components/ui/field';
import { JourneyDashboard } from '../focus/journey-dashboard';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

interface FocusDraft extends Record<string, unknown> {
  focus: string[];
  why: string;
}

const EMPTY: FocusDraft = { focus: [], why: '' };
const SUGGESTIONS_SHOWN = 6;

/** Level 30: the dashboard of the journey, then the one or two themes that order what comes next. */
export function FocusStep({ level, step, stored }: StepProps<FocusStepDefinition>) {
  const [draft, setDraft] = useStepDraft<FocusDraft>(`${level}.${step.id}`, stored?.answer, EMPTY);
  const saving = useStepSave(level, step.id, stored);
  const answer = { ...EMPTY, ...draft };
  const full = answer.focus.length >= step.maxChoices;
  const result = saving.check?.result as { kind?: string; suggestions?: SuggestedLevel[] } | undefined;
  const suggestions = saving.check?.passed && result?.kind === 'focus' ? (result.suggestions ?? []) : [];
  const toggle = (id: string, on: boolean) =>
    setDraft({ ...answer, focus: on ? [...answer.focus, id] : answer.focus.filter((other) => other !== id) });

  return (
    <div className="flex flex-col gap-5">
      <JourneyDashboard />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">
          Sur quoi veux-tu avancer maintenant ? Un ou {step.maxChoices} thèmes.
        </legend>
        {FOCUS_THEMES.map((theme) => {
          const checked = answer.focus.includes(theme.id);
          return (
            <label
              key={theme.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-3 has-[:checked]:border-brand-600"
            >
              <input
                type="checkbox"
                className="mt-1 size-5"
                checked={checked}
                disabled={full && !checked}
                onChange={(event) => toggle(theme.id, event.target.checked)}
              />
              <span>
                <span className="font-semibold">{theme.label}</span>
                <span className="block text-sm text-ink-soft">{theme.description}</span>
              </span>
            </label>
          );
        })}
        {fieldError(saving.check?.problems, 'focus') ? (
          <p className="text-sm font-semibold text-coral-700">
            {fieldError(saving.check?.problems, 'focus')}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Pourquoi ce choix ?"
        hint="Une phrase suffit : « Je veux partir étudier à Lyon, il me faut un logement et un budget. »"
        rows={3}
        maxLength={400}
        value={answer.why}
        error={fieldError(saving.check?.problems, 'why')}
        onChange={(event) => setDraft({ ...answer, why: event.target.value })}
      />
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save({ focus: answer.focus, why: answer.why })}
      >
        {suggestions.length > 0 ? (
          <div>
            <p className="font-semibold">Tes niveaux prioritaires, mis en avant sur ta carte :</p>
            <ol className="mt-1 list-decimal pl-6">
              {suggestions.slice(0, SUGGESTIONS_SHOWN).map((item) => (
                <li key={item.level}>
                  Niveau {item.level} · {item.title}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </StepCheckPanel>
    </div>
  );
}
