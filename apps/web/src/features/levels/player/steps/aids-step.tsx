import { type AidsStep as AidsStepDefinition, STUDENT_AIDS } from '@declic/domain';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { StepCheckPanel } from './step-check-panel';

/** Level 36: the aids besides the grant, each with its condition and official link; the student keeps theirs. */
export function AidsStep({ level, step, stored }: StepProps<AidsStepDefinition>) {
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, { kept: [] as string[] });
  const kept = (draft.kept as string[]) ?? [];
  const saving = useStepSave(level, step.id, stored);
  const toggle = (id: string, checked: boolean) =>
    setDraft({ kept: checked ? [...kept, id] : kept.filter((item) => item !== id) });
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-ink">Coche les aides qui te concernent</legend>
        {STUDENT_AIDS.map((aid) => (
          <div key={aid.id} className="flex flex-col gap-1 rounded-xl border-2 border-line bg-white p-3">
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={kept.includes(aid.id)}
                onChange={(event) => toggle(aid.id, event.target.checked)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="font-semibold">{aid.label}</span>
            </label>
            <p className="text-sm">{aid.condition}</p>
            <a href={aid.link.url} target="_blank" rel="noreferrer" className="text-sm underline">
              {aid.link.label} (nouvel onglet)
            </a>
          </div>
        ))}
      </fieldset>
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        saveLabel="Garder ces aides"
        onSave={() => saving.save({ kept })}
      />
    </div>
  );
}
