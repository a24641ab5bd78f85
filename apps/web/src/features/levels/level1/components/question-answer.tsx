import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import type { Level1Question } from '../conversation';
import { LEVEL1_TEXTES } from '../textes';

/** The answer controls of a level-1 question: one button per option, or a short text. */
export function QuestionAnswer({
  question,
  onAnswer,
}: {
  question: Level1Question;
  onAnswer: (answer: string) => void;
}) {
  if (question.kind === 'choice') {
    return (
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{LEVEL1_TEXTES.choicesLabel}</legend>
        {question.options.map((option) => (
          <Button key={option} variant="secondary" onClick={() => onAnswer(option)}>
            {option}
          </Button>
        ))}
      </fieldset>
    );
  }
  // Keyed by question: a new question starts with an empty field.
  return <TextAnswer key={question.id} placeholder={question.placeholder} onAnswer={onAnswer} />;
}

function TextAnswer({ placeholder, onAnswer }: { placeholder: string; onAnswer: (answer: string) => void }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onAnswer(value.trim());
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label={LEVEL1_TEXTES.answerLabel}
        value={value}
        maxLength={500}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
        className="flex-1"
      />
      <Button type="submit" disabled={value.trim() === ''}>
        {LEVEL1_TEXTES.send}
      </Button>
    </form>
  );
}
