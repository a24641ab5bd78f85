/** Everything Déclic keeps in the browser starts with this: quiz progress, drafts, notifications. */
const PREFIX = 'declic.';

/**
 * On sign-out, the browser forgets what it kept for the student (a family computer is shared):
 * every `declic.` key goes. Returns how many were removed.
 */
export function forgetPersonalState(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): number {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys.length;
}
