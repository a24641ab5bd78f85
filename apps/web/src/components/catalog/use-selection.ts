import { useCallback, useEffect, useState } from 'react';

/** Checked rows of the current page; cleared when the page shows other rows. */
export function useSelection(ids: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const key = ids.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the rows change, keyed by their ids.
  useEffect(() => setSelected(new Set()), [key]);

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(ids));
  return { selected, toggle, toggleAll, allSelected, clear: () => setSelected(new Set()) };
}
