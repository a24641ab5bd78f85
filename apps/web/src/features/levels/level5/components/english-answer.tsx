import { countWords, LEVEL5_MIN_WORDS, type Level5AnswerKey, level5InputError } from '@declic/domain';
import { useId } from 'react';
import { LEVEL5_TEXTES as T } from '../textes';

const LONG_ANSWERS: readonly Level5AnswerKey[] = ['speaking1', 'conversation1'];

interface EnglishAnswerProps {
  answerKey: Level5AnswerKey;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A level-5 textarea: its error only once something was typed, a live word counter when 20 are needed. */
export function EnglishAnswer({ answerKey, hint, value, onChange }: EnglishAnswerProps) {
  const id = useId();
  const error = level5InputError(answerKey, value);
  const counted = LONG_ANSWERS.includes(answerKey);
  const words = countWords(value);
  const describedBy = [hint && `${id}-aide`, counted && `${id}-mots`, error && `${id}-erreur`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex w-full flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {T.answerLabel}
      </label>
      {hint ? (
        <p id={`${id}-aide`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        lang="en"
        rows={counted || answerKey === 'writing1' ? 5 : 2}
        maxLength={5000}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-xl border-2 border-line bg-white px-3 py-2 text-base focus-visible:border-brand-600 aria-[invalid=true]:border-coral-700"
      />
      {counted ? (
        <p
          id={`${id}-mots`}
          aria-live="polite"
          className={words >= LEVEL5_MIN_WORDS ? 'text-sm text-mint-700' : 'text-sm text-ink-soft'}
        >
          {T.wordCount(words)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-erreur`} className="text-sm font-semibold text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
