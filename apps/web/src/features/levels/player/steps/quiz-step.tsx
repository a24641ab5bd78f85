import {
  type DatedFigure,
  fillQuizFigures,
  type QuizStep as QuizStepDefinition,
  quizFiguresQuoted,
} from '@declic/domain';
import { useFigures } from '../../../../lib/levels/figures';
import { FigureSource } from '../figures/figure-source';
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
  // A quiz may quote dated figures ({smic-horaire-brut}…): written in with their sources.
  const quoted = quizFiguresQuoted(step.questions);
  const figures = useFigures(quoted.length > 0);
  if (quoted.length > 0 && figures.isPending) return <p role="status">Chargement des chiffres officiels…</p>;
  const used = quoted.map((id) => figures.figure(id)).filter((figure): figure is DatedFigure => !!figure);
  const values = Object.fromEntries(used.map((figure) => [figure.id, figure.value]));
  return (
    <div className="flex flex-col gap-5">
      <QuizQuestions
        questions={quoted.length > 0 ? fillQuizFigures(step.questions, values) : step.questions}
        answers={answers}
        result={result}
        onAnswer={(id, index) => setDraft({ answers: { ...answers, [id]: index } })}
      />
      {used.length > 0 ? <FigureSource figures={used} /> : null}
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
