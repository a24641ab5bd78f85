import {
  type AnswerValue,
  type CachedQuestionnaire,
  cachedQuestionnaireSchema,
  PRE_ACCOUNT_STORAGE,
} from '@declic/domain';
import { useCallback, useState } from 'react';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';

const EMPTY: CachedQuestionnaire = { answers: {}, current: 0 };

function readCache(): CachedQuestionnaire {
  return readStoredJson(PRE_ACCOUNT_STORAGE.questionnaire, cachedQuestionnaireSchema) ?? EMPTY;
}

function writeCache(cache: CachedQuestionnaire): void {
  writeStoredJson(PRE_ACCOUNT_STORAGE.questionnaire, cache);
}

export function clearAnswerCache(): void {
  window.localStorage.removeItem(PRE_ACCOUNT_STORAGE.questionnaire);
}

/**
 * Answers and position, saved in this browser at every change: a reload resumes where the
 * visitor was, and the registration sends the answers along.
 */
export function useAnswerCache() {
  const [cache, setCache] = useState<CachedQuestionnaire>(readCache);
  const update = useCallback((next: (current: CachedQuestionnaire) => CachedQuestionnaire) => {
    setCache((current) => {
      const value = next(current);
      writeCache(value);
      return value;
    });
  }, []);
  const answer = useCallback(
    (questionId: number, value: AnswerValue, nextIndex: number) =>
      update((current) => ({ answers: { ...current.answers, [questionId]: value }, current: nextIndex })),
    [update],
  );
  const goTo = useCallback(
    (index: number) => update((current) => ({ ...current, current: index })),
    [update],
  );
  return { cache, answer, goTo };
}
