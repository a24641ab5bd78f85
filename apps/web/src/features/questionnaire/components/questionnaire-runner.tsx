import type { AnswerValue } from '@declic/domain';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { AnswerButtons } from '../../../components/questionnaire/answer-buttons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { QuestionnaireItem } from '../api/get-questions';
import { useAnswerCache } from '../hooks/use-answer-cache';
import { TEXTES } from '../textes';
import { ProgressBar } from './progress-bar';

interface QuestionnaireRunnerProps {
  questions: QuestionnaireItem[];
  /** The student's avatar, drawn by the page. */
  avatar: ReactNode;
  submitting: boolean;
  error: string | null;
  onFinish: (answers: Record<string, AnswerValue>) => void;
}

/**
 * One question at a time: choosing an answer saves it and moves on; Précédent goes back;
 * Terminer, on the last question, is enabled once it is answered.
 */
export function QuestionnaireRunner({
  questions,
  avatar,
  submitting,
  error,
  onFinish,
}: QuestionnaireRunnerProps) {
  const { cache, answer, goTo } = useAnswerCache();
  const index = Math.min(cache.current, questions.length - 1);
  const question = questions[index]!;
  const isLast = index === questions.length - 1;
  const chosen = cache.answers[question.id];
  const answered = questions.filter((q) => cache.answers[q.id] !== undefined).length;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // After a move, the new question gets the focus so it is read aloud.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [index]);

  function choose(value: AnswerValue) {
    answer(question.id, value, isLast ? index : index + 1);
  }

  function finish() {
    const missing = questions.findIndex((q) => cache.answers[q.id] === undefined);
    if (missing >= 0) return goTo(missing);
    // Only the questions asked now: an answer kept from an older version of the list would be refused.
    onFinish(Object.fromEntries(questions.map((q) => [q.id, cache.answers[q.id]!])));
  }

  return (
    <div className="flex flex-col gap-6">
      <ProgressBar answered={answered} total={questions.length} />
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <div className="w-32 shrink-0 sm:w-44">{avatar}</div>
        <div className="relative w-full rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-7">
          <p className="mb-2 text-sm font-semibold text-ink-soft">
            Question {index + 1} sur {questions.length}
          </p>
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold outline-none sm:text-2xl"
          >
            {question.text}
          </h2>
        </div>
      </div>
      <AnswerButtons labelledBy={headingId} chosen={chosen} onChoose={choose} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" disabled={index === 0 || submitting} onClick={() => goTo(index - 1)}>
          {TEXTES.previous}
        </Button>
        {isLast ? (
          <Button disabled={chosen === undefined || submitting} onClick={finish}>
            {submitting ? TEXTES.sending : TEXTES.finish}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
