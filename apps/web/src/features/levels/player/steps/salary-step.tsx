import { type SalaryStep as SalaryStepDefinition, typographieFr } from '@declic/domain';
import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import { useEvaluateJob } from '../salary/evaluate-job';
import { SalaryFigures } from '../salary/salary-figures';
import type { StepProps } from '../step-props';
import { QuizQuestions, type QuizResult } from './quiz-questions';
import { StepCheckPanel } from './step-check-panel';

/** Level 7: the pay of a job read from our data, then three questions on those figures. */
export function SalaryStep({ level, step, stored }: StepProps<SalaryStepDefinition>) {
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, { job: '', answers: {} });
  const job = draft.job as string;
  const answers = draft.answers as Record<string, number>;
  const evaluation = useEvaluateJob();
  const saving = useStepSave(level, step.id, stored);
  const result = saving.check?.result as QuizResult | undefined;
  const look = () => {
    if (job.trim().length >= 2) evaluation.mutate(job.trim());
  };
  // Coming back to the step: the figures of the job already typed are shown again.
  const { mutate } = evaluation;
  const initialJob = useRef(job.trim());
  useEffect(() => {
    if (initialJob.current.length >= 2) mutate(initialJob.current);
  }, [mutate]);
  return (
    <div className="flex flex-col gap-5">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          look();
        }}
      >
        <TextField
          className="min-w-60 flex-1"
          label="Le métier"
          hint={typographieFr('Un métier de ton enquête, par exemple « Infirmier » ou « Boulangère ».')}
          value={job}
          maxLength={120}
          onChange={(event) => setDraft({ job: event.target.value, answers: {} })}
        />
        <Button type="submit" disabled={evaluation.isPending || job.trim().length < 2}>
          <Search aria-hidden="true" className="size-5" />
          {evaluation.isPending ? 'Recherche…' : 'Voir les salaires'}
        </Button>
      </form>
      {evaluation.isError ? <p role="alert">{evaluation.error.message}</p> : null}
      {evaluation.data ? (
        <>
          <SalaryFigures evaluation={evaluation.data} />
          <QuizQuestions
            questions={evaluation.data.quiz}
            answers={answers}
            result={result}
            onAnswer={(id, index) => setDraft({ job, answers: { ...answers, [id]: index } })}
          />
          <StepCheckPanel
            check={saving.check}
            saving={saving.saving}
            error={saving.error}
            onSave={() => saving.save({ job: job.trim(), answers })}
            saveLabel="Valider mes réponses"
          >
            {result ? (
              <p className="font-semibold">
                Score : {result.score} / {result.total}
              </p>
            ) : null}
          </StepCheckPanel>
        </>
      ) : null}
    </div>
  );
}
