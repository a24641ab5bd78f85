import { type AnswerValue, readQuestionText } from '@declic/domain';
import { useState } from 'react';
import { AnswerButtons } from '../../../components/questionnaire/answer-buttons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/auth/session';
import { useFollowUpQuestions, useSubmitFollowUp } from '../api/follow-up';
import { TEXTES } from '../textes';

/**
 * Under an uncertain profile: a few more questions, chosen to separate the letters in doubt.
 * Always optional; answering them recomputes the profile and the recommendations.
 */
export function FollowUpQuestions() {
  const user = useSession();
  const questions = useFollowUpQuestions(Boolean(user));
  const submit = useSubmitFollowUp(user?.id ?? null);
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState<Map<number, AnswerValue>>(new Map());
  const list = questions.data?.questions ?? [];
  if (list.length === 0) return null;

  if (!open) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {TEXTES.followUpOpen(list.length)}
        </Button>
      </div>
    );
  }
  const choose = (id: number, answer: AnswerValue) =>
    setAnswers((current) => new Map(current).set(id, answer));
  return (
    <section aria-labelledby="approfondir-titre" className="flex max-w-3xl flex-col gap-4">
      <h3 id="approfondir-titre" className="text-xl font-semibold">
        {TEXTES.followUpTitle}
      </h3>
      <p className="text-ink-soft">{TEXTES.followUpIntro}</p>
      <ol className="flex flex-col gap-5">
        {list.map((question, index) => (
          <li key={question.id} className="flex flex-col gap-2">
            <p id={`approfondir-${question.id}`} className="font-semibold">
              {index + 1}. {readQuestionText(question)}
            </p>
            <AnswerButtons
              labelledBy={`approfondir-${question.id}`}
              chosen={answers.get(question.id)}
              onChoose={(answer) => choose(question.id, answer)}
            />
          </li>
        ))}
      </ol>
      {submit.isError ? <Alert tone="error">{submit.error.message}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={answers.size === 0 || submit.isPending} onClick={() => submit.mutate(answers)}>
          {submit.isPending ? TEXTES.followUpSaving : TEXTES.followUpSubmit}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {TEXTES.followUpLater}
        </Button>
      </div>
    </section>
  );
}
