import {
  ROADMAP_HORIZONS,
  ROADMAP_MAX_MILESTONES,
  type RoadmapGoal,
  type RoadmapHorizonId,
  type RoadmapStep as RoadmapStepDefinition,
} from '@declic/domain';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import { MilestoneForm } from '../roadmap/milestone-form';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T12:00:00Z`));
const newMilestoneId = (horizon: string) =>
  `${horizon}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const EMPTY_GOALS: RoadmapGoal[] = ROADMAP_HORIZONS.map((horizon) => ({
  horizon: horizon.id,
  goal: '',
  milestones: [],
}));

/** Level 49: a goal for each horizon, with its dated milestones (reminded in the notifications). */
export function RoadmapStep({ level, step, stored }: StepProps<RoadmapStepDefinition>) {
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, { goals: EMPTY_GOALS });
  const goals = ROADMAP_HORIZONS.map(
    (horizon) =>
      (draft.goals as RoadmapGoal[]).find((goal) => goal.horizon === horizon.id) ??
      ({ horizon: horizon.id, goal: '', milestones: [] } as RoadmapGoal),
  );
  const saving = useStepSave(level, step.id, stored);
  const update = (horizon: RoadmapHorizonId, change: (goal: RoadmapGoal) => RoadmapGoal) =>
    setDraft({ goals: goals.map((goal) => (goal.horizon === horizon ? change(goal) : goal)) });

  return (
    <div className="flex flex-col gap-5">
      {ROADMAP_HORIZONS.map((horizon, index) => {
        const goal = goals[index] as RoadmapGoal;
        const sorted = [...goal.milestones].sort((a, b) => a.month.localeCompare(b.month));
        return (
          <section
            key={horizon.id}
            aria-labelledby={`horizon-${horizon.id}`}
            className="flex flex-col gap-3 rounded-xl border-2 border-line p-3"
          >
            <h3 id={`horizon-${horizon.id}`} className="text-lg font-semibold">
              {horizon.label}
            </h3>
            <TextAreaField
              label={`Ton objectif — ${horizon.label.toLowerCase()}`}
              rows={2}
              maxLength={300}
              value={goal.goal}
              error={fieldError(saving.check?.problems, horizon.id)}
              onChange={(event) =>
                update(horizon.id, (current) => ({ ...current, goal: event.target.value }))
              }
            />
            {sorted.length > 0 ? (
              <ul aria-label={`Étapes — ${horizon.label.toLowerCase()}`} className="flex flex-col gap-2">
                {sorted.map((milestone) => (
                  <li key={milestone.id} className="flex items-center justify-between gap-2">
                    <span>
                      <span className="font-semibold">{monthLabel(milestone.month)}</span> · {milestone.label}
                    </span>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        update(horizon.id, (current) => ({
                          ...current,
                          milestones: current.milestones.filter((other) => other.id !== milestone.id),
                        }))
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only">Retirer l’étape {milestone.label}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <MilestoneForm
              horizonLabel={horizon.label.toLowerCase()}
              disabled={goal.milestones.length >= ROADMAP_MAX_MILESTONES}
              onAdd={(milestone) =>
                update(horizon.id, (current) => ({
                  ...current,
                  milestones: [...current.milestones, { id: newMilestoneId(horizon.id), ...milestone }],
                }))
              }
            />
          </section>
        );
      })}
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save({ goals })}
      >
        {saving.check?.passed ? (
          <p>Chaque étape reviendra dans tes notifications, le premier jour de son mois.</p>
        ) : null}
      </StepCheckPanel>
    </div>
  );
}
