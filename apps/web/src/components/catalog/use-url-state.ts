import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters and page live in the address (shareable, back button works). Every change is a new
 * history entry; changing a filter goes back to page 1.
 */
export function useUrlState<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>,
    [keys, params],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const apply = useCallback(
    (changes: Partial<Record<Key | 'page', string>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return {
    values,
    page,
    /** New filters, from page 1. */
    setFilters: (changes: Partial<Record<Key, string>>) =>
      apply({ ...changes, page: '' } as Partial<Record<Key | 'page', string>>),
    setPage: (value: number) => apply({ page: String(value) } as Partial<Record<Key | 'page', string>>),
  };
}
