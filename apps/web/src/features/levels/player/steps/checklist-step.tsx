import type { ChecklistStep as ChecklistStepDefinition } from '@declic/domain';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { fieldError, RuleField } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

/** Real-world actions to tick once done, with a short report when the level asks for one. */
export function ChecklistStep({ level, step, stored }: StepProps<ChecklistStepDefinition>) {
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, {
    done: [] as string[],
    report: '',
  });
  const done = draft.done as string[];
  const saving = useStepSave(level, step.id, stored);
  const toggle = (id: string, checked: boolean) =>
    setDraft({ ...draft, done: checked ? [...done, id] : done.filter((item) => item !== id) });
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-ink">Coche ce que tu as fait</legend>
        {step.items.map((item) => (
          <label
            key={item.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-line bg-white px-3 py-2"
          >
            <input
              type="checkbox"
              checked={done.includes(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span>
              {item.label}
              {item.required ? null : <span className="text-ink-soft"> (facultatif)</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {step.report ? (
        <RuleField
          rule={step.report}
          value={(draft.report as string) ?? ''}
          error={fieldError(saving.check?.problems, step.report.id)}
          onChange={(report) => setDraft({ ...draft, report })}
        />
      ) : null}
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save(draft)}
      />
    </div>
  );
}
