import { type AnswerFeedback, INTERVIEW_LENGTH } from '@declic/domain';
import { Check, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { AnswerEditor } from './answer-editor';
import { AnswerFeedbackList } from './answer-feedback-list';
import type { DraftTurn } from './interview-draft';
import { QuestionCard } from './question-card';

interface AnsweredTurnProps {
  turn: DraftTurn;
  index: number;
  asker: string;
  feedback: AnswerFeedback;
  /** What the server's last check says of this answer. */
  problem?: string;
  onChange: (answer: string) => void;
}

/** A question already answered: the answer, the feedback, and a way to rework it. */
export function AnsweredTurn({ turn, index, asker, feedback, problem, onChange }: AnsweredTurnProps) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex flex-col gap-2">
      <QuestionCard
        number={index + 1}
        total={INTERVIEW_LENGTH}
        asker={asker}
        text={turn.question}
        origin={turn.origin}
      />
      {editing ? (
        <AnswerEditor value={turn.answer} onChange={onChange} error={problem} />
      ) : (
        <p className="ml-6 whitespace-pre-line rounded-2xl rounded-tr-sm bg-sun-100 p-3">
          <span className="sr-only">Ta réponse : </span>
          {turn.answer}
        </p>
      )}
      <AnswerFeedbackList feedback={feedback} hint={turn.hint ?? ''} />
      {problem && !editing ? <p className="text-sm font-semibold text-coral-700">{problem}</p> : null}
      <Button size="sm" variant="ghost" className="self-start" onClick={() => setEditing(!editing)}>
        {editing ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Pencil aria-hidden="true" className="size-4" />
        )}
        {editing ? 'Garder cette réponse' : 'Retravailler ma réponse'}
        <span className="sr-only"> à la question {index + 1}</span>
      </Button>
    </li>
  );
}
