import type { TextStep as TextStepDefinition } from '@declic/domain';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { JourneyTimeline } from '../story/journey-timeline';
import { fieldError, RuleField } from './rule-field';
import { StepCheckPanel } from './step-check-panel';
import { TextFeedback } from './text-feedback';

type Fields = Record<string, string>;
type Feedback = { kind: string; lines: string[]; origin: 'ia' | 'hors-ligne' };

/** Free-text fields checked by the server (length, required elements). */
export function TextStep({ level, step, stored }: StepProps<TextStepDefinition>) {
  const empty = { fields: Object.fromEntries(step.fields.map((field) => [field.id, ''])) };
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, empty);
  const fields = draft.fields as Fields;
  const saving = useStepSave(level, step.id, stored);
  const feedback = saving.check?.result as Feedback | undefined;
  return (
    <div className="flex flex-col gap-4">
      {step.aside === 'timeline' ? <JourneyTimeline /> : null}
      {step.fields.map((rule) => (
        <RuleField
          key={rule.id}
          rule={rule}
          value={fields[rule.id] ?? ''}
          error={fieldError(saving.check?.problems, rule.id)}
          onChange={(value) => setDraft({ fields: { ...fields, [rule.id]: value } })}
        />
      ))}
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save(draft)}
      >
        {feedback?.kind === 'feedback' ? (
          <TextFeedback lines={feedback.lines} origin={feedback.origin} />
        ) : null}
      </StepCheckPanel>
    </div>
  );
}
