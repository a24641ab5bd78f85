import type { QuizStep as QuizStepDefinition } from '@declic/domain';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { QuizQuestions, type QuizResult } from './quiz-questions';
import { StepCheckPanel } from './step-check-panel';

/** Multiple-choice questions; the server scores them and explains each answer. */
export function QuizStep({ level, step, stored }: StepProps<QuizStepDefinition>) {
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, { answers: {} });
  const answers = draft.answers as Record<string, number>;
  const saving = useStepSave(level, step.id, stored);
  const result = saving.check?.result as QuizResult | undefined;
  return (
    <div className="flex flex-col gap-5">
      <QuizQuestions
        questions={step.questions}
        answers={answers}
        result={result}
        onAnswer={(id, index) => setDraft({ answers: { ...answers, [id]: index } })}
      />
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save(draft)}
        saveLabel="Valider mes réponses"
      >
        {result ? (
          <p className="font-semibold">
            Score : {result.score} / {result.total}
          </p>
        ) : null}
      </StepCheckPanel>
    </div>
  );
}
