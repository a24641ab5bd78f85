import type { QuestionsStep as QuestionsStepDefinition } from '@declic/domain';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { QuestionBank } from './question-bank';
import { StepCheckPanel } from './step-check-panel';

const MAX_QUESTIONS = 15;

type Closed = { index: number; hint: string }[];

/** Questions written by the student; the server spots the ones answered by « oui » or « non ». */
export function QuestionsStep({ level, step, stored }: StepProps<QuestionsStepDefinition>) {
  const [draft, setDraft] = useStepDraft(`${level}.${step.id}`, stored?.answer, {
    questions: Array.from({ length: step.min }, () => ''),
  });
  const questions = draft.questions as string[];
  const saving = useStepSave(level, step.id, stored);
  const closed = (saving.check?.result as { closed?: Closed } | undefined)?.closed ?? [];
  // The server numbers the questions that are not empty.
  const written = questions.map((q, index) => ({ q, index })).filter(({ q }) => q.trim());
  const hintOf = (index: number) => {
    const position = written.findIndex((entry) => entry.index === index);
    return closed.find((entry) => entry.index === position)?.hint;
  };
  const update = (next: string[]) => setDraft({ questions: next });
  const add = (text = '') => {
    const empty = questions.findIndex((q) => !q.trim());
    if (empty !== -1 && text) return update(questions.map((q, i) => (i === empty ? text : q)));
    if (questions.length < MAX_QUESTIONS) update([...questions, text]);
  };
  return (
    <div className="flex flex-col gap-5">
      <ol className="flex flex-col gap-3">
        {questions.map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the question's identity while typing.
          <li key={index} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={`Question ${index + 1}`}
              value={question}
              maxLength={300}
              error={hintOf(index)}
              onChange={(event) => update(questions.map((q, i) => (i === index ? event.target.value : q)))}
            />
            <Button
              variant="ghost"
              aria-label={`Retirer la question ${index + 1}`}
              onClick={() => update(questions.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => add()}
        disabled={questions.length >= MAX_QUESTIONS}
      >
        <Plus aria-hidden="true" className="size-5" />
        Ajouter une question
      </Button>
      <QuestionBank bank={step.bank} onPick={add} />
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save({ questions: questions.filter((q) => q.trim()) })}
        saveLabel="Vérifier mes questions"
      />
    </div>
  );
}
