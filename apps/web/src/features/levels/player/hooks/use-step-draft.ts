import { useEffect, useState } from 'react';
import { z } from 'zod';
import { currentUserId } from '../../../../lib/auth/current-user';
import { readStoredJson, writeStoredJson } from '../../../../lib/stored-json';

const draftSchema = z.record(z.string(), z.unknown());

/**
 * The answer being written, kept in this browser until the server has it: a failed save, a
 * closed tab or a reload never loses what the student typed. Starts from the draft, else from
 * the stored answer, else from `empty`.
 */
export function useStepDraft<T extends Record<string, unknown>>(
  key: string,
  stored: Record<string, unknown> | undefined,
  empty: T,
) {
  // One draft per account: two students sharing a computer never see each other's answers.
  const storageKey = `declic.niveau.${currentUserId() ?? 'anonyme'}.${key}`;
  const [draft, setDraft] = useState<T>(
    () => (readStoredJson(storageKey, draftSchema) ?? stored ?? empty) as T,
  );
  useEffect(() => writeStoredJson(storageKey, draft), [storageKey, draft]);
  return [draft, setDraft] as const;
}
