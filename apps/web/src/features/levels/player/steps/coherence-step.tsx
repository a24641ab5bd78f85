import { COHERENCE_PLAN_MAX, type CoherenceStep as CoherenceStepDefinition } from '@declic/domain';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { TextAreaField } from '../../../../components/ui/field';
import { useCoherence } from '../api/coherence';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

const EMPTY = { plan: '' };

/** Level 25: the server's cross-check of the student's documents, and their plan to fix it. */
export function CoherenceStep({ level, step, stored }: StepProps<CoherenceStepDefinition>) {
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, EMPTY);
  const saving = useStepSave(level, step.id, stored);
  const findings = useCoherence();
  const answer = { ...EMPTY, ...draft };

  if (findings.isPending) return <p role="status">Je compare tes documents…</p>;
  if (findings.isError) {
    return <Alert tone="error">{findings.error.message} Recharge la page dans un instant.</Alert>;
  }
  const toReview = findings.data.filter((finding) => !finding.ok).length;

  return (
    <div className="flex flex-col gap-5">
      <ul aria-label="Ce que je remarque" className="flex flex-col gap-3">
        {findings.data.map((finding) => (
          <li
            key={finding.id}
            className={`flex items-start gap-3 rounded-xl border-2 p-3 ${finding.ok ? 'border-mint-100 bg-mint-100' : 'border-sun-300 bg-sun-100'}`}
          >
            {finding.ok ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-mint-700" />
            ) : (
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-700" />
            )}
            <span>
              <span className="block font-semibold">
                {finding.title} · {finding.ok ? 'ça colle' : 'à revoir'}
              </span>
              {finding.detail}
            </span>
          </li>
        ))}
      </ul>
      {findings.data.length === 0 ? (
        <Alert tone="info">
          Je n’ai encore rien à comparer : termine les niveaux du CV, de la lettre, du projet motivé et des
          vœux.
        </Alert>
      ) : null}
      <TextAreaField
        label={
          toReview > 0 ? 'Ce que tu vas changer, et quand' : 'Ce que tu veux encore améliorer (facultatif)'
        }
        hint="Par exemple : « Samedi, j’ajoute le BUT à mes vœux et je change le titre de mon CV. »"
        rows={4}
        maxLength={COHERENCE_PLAN_MAX}
        value={answer.plan}
        error={fieldError(saving.check?.problems, 'plan')}
        onChange={(event) => setDraft({ ...answer, plan: event.target.value })}
      />
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save({ plan: answer.plan })}
      />
    </div>
  );
}
