import { ANSWER_VALUES, type AnswerValue, formatPercent } from '@declic/domain';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import type { MbtiQuestion } from '../api/mbti-quiz';
import { useQuizProgress } from '../hooks/use-quiz-progress';
import { TEXTES } from '../textes';

interface MbtiQuizProps {
  questions: readonly MbtiQuestion[];
  running: boolean;
  onFinish: (answers: ReadonlyMap<number, AnswerValue>) => void;
}

/** Spec section 9: a quiz of 38 to 40 items is announced as 40. */
const displayedTotal = (count: number) => (count >= 38 && count <= 40 ? 40 : count);

/** 'Test de personnalité MBTI': one item at a time, five answers, Précédent / Suivant / Terminer. */
export function MbtiQuiz({ questions, running, onFinish }: MbtiQuizProps) {
  const { index, answers, setIndex, choose: chooseFor } = useQuizProgress(questions.length);
  const questionId = useId();
  const question = questions[index];
  if (!question) return null;
  const chosen = answers.get(question.id);
  const total = displayedTotal(questions.length);
  const current = index + 1;
  const last = index === questions.length - 1;
  const choose = (answer: AnswerValue) => chooseFor(question.id, answer);

  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-semibold">{TEXTES.quizTitle}</h2>
        <p aria-live="polite" className="font-semibold tabular-nums text-ink-soft">
          {current} / {total} • {formatPercent(Math.round((current / total) * 100))}
        </p>
      </div>
      <p id={questionId} className="text-xl font-semibold">
        {question.text}
      </p>
      <fieldset aria-labelledby={questionId} className="m-0 grid min-w-0 gap-2 border-0 p-0 sm:grid-cols-5">
        {ANSWER_VALUES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={chosen === value}
            onClick={() => choose(value)}
            className={cx(
              'min-h-12 rounded-2xl border-2 px-3 py-2 font-semibold transition-colors',
              chosen === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-brand-200 bg-white text-brand-800 hover:border-brand-700 hover:bg-brand-50',
            )}
          >
            {value}
          </button>
        ))}
      </fieldset>
      <div className="flex justify-between gap-3">
        <Button variant="secondary" disabled={index === 0 || running} onClick={() => setIndex(index - 1)}>
          {TEXTES.previous}
        </Button>
        {last ? (
          <Button disabled={!chosen || running} onClick={() => onFinish(answers)}>
            {running ? TEXTES.analysing : TEXTES.finish}
          </Button>
        ) : (
          <Button disabled={!chosen} onClick={() => setIndex(index + 1)}>
            {TEXTES.next}
          </Button>
        )}
      </div>
    </Card>
  );
}
