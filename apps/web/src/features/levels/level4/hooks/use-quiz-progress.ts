import { ANSWER_VALUES, type AnswerValue } from '@declic/domain';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { readStoredJson, writeStoredJson } from '../../../../lib/stored-json';

const STORAGE_KEY = 'declic.niveau4.quiz';

const storedProgressSchema = z.object({
  index: z.number().int().nonnegative(),
  answers: z.array(z.tuple([z.number().int(), z.enum(ANSWER_VALUES)])),
});

/**
 * Where the student is in the 40 items, kept in the browser so a reload resumes the quiz
 * instead of starting it over. Forgotten once the analysis is made.
 */
export function useQuizProgress(questionCount: number) {
  const [progress, setProgress] = useState(() => {
    const stored = readStoredJson(STORAGE_KEY, storedProgressSchema);
    return {
      index: Math.min(stored?.index ?? 0, Math.max(0, questionCount - 1)),
      answers: new Map<number, AnswerValue>(stored?.answers ?? []),
    };
  });

  useEffect(() => {
    writeStoredJson(STORAGE_KEY, { index: progress.index, answers: [...progress.answers] });
  }, [progress]);

  return {
    index: progress.index,
    answers: progress.answers,
    setIndex: (index: number) => setProgress((current) => ({ ...current, index })),
    choose: (questionId: number, answer: AnswerValue) =>
      setProgress((current) => ({ ...current, answers: new Map(current.answers).set(questionId, answer) })),
  };
}

export function forgetQuizProgress(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
