import { type BreathingStep as BreathingStepDefinition, STRESS_SCALE } from '@declic/domain';
import { Alert } from '../../../../components/ui/alert';
import { SelfRating } from '../../level3/components/self-rating';
import { BreathingGuide } from '../breathing/breathing-guide';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { StepCheckPanel } from './step-check-panel';

interface BreathingDraft extends Record<string, unknown> {
  before: number | null;
  after: number | null;
  cyclesDone: number;
}

const EMPTY: BreathingDraft = { before: null, after: null, cyclesDone: 0 };
const STRESS_VALUES = Array.from(
  { length: STRESS_SCALE.max - STRESS_SCALE.min + 1 },
  (_, i) => STRESS_SCALE.min + i,
);

/** Level 23: stress rated, a minute of guided breathing, stress rated again, compared by the server. */
export function BreathingStep({ level, step, stored }: StepProps<BreathingStepDefinition>) {
  const [draft, setDraft] = useStepDraft<BreathingDraft>(`${level}.${step.id}`, stored?.answer, EMPTY);
  const answer = { ...EMPTY, ...draft };
  const saving = useStepSave(level, step.id, stored);
  const result = saving.check?.result as { kind?: string; message?: string } | undefined;

  return (
    <div className="flex flex-col gap-5">
      <SelfRating
        legend="Ton stress maintenant, de 1 (calme) à 10 (très stressé)"
        name="stress-avant"
        values={STRESS_VALUES}
        rating={answer.before}
        onRate={(before) => setDraft({ ...answer, before })}
      />
      <BreathingGuide
        pattern={step.pattern}
        cycles={step.cycles}
        cyclesDone={answer.cyclesDone}
        onProgress={(cyclesDone) => setDraft((current) => ({ ...EMPTY, ...current, cyclesDone }))}
      />
      {answer.cyclesDone >= step.cycles ? (
        <SelfRating
          legend="Et après l’exercice, de 1 à 10 ?"
          name="stress-apres"
          values={STRESS_VALUES}
          rating={answer.after}
          onRate={(after) => setDraft({ ...answer, after })}
        />
      ) : null}
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save(answer)}
      >
        {result?.kind === 'breathing' && result.message ? <Alert tone="info">{result.message}</Alert> : null}
      </StepCheckPanel>
    </div>
  );
}
