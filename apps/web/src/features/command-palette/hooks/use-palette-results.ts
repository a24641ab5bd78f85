import { useEffect, useState } from 'react';
import type { PaletteItem, PaletteSource } from '../palette-source';

export interface PaletteGroup {
  source: PaletteSource;
  items: PaletteItem[];
}

/** Runs every source for the query; a slow source shows up when it answers, an old one is aborted. */
export function usePaletteResults(sources: readonly PaletteSource[], query: string): PaletteGroup[] {
  const [groups, setGroups] = useState<PaletteGroup[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const found = new Map<string, PaletteItem[]>();
    const publish = () => setGroups(sources.map((source) => ({ source, items: found.get(source.id) ?? [] })));
    for (const source of sources) {
      const result = source.search(query, controller.signal);
      if (Array.isArray(result)) {
        found.set(source.id, result);
      } else {
        result
          .then((items) => {
            if (controller.signal.aborted) return;
            found.set(source.id, items);
            publish();
          })
          .catch((error: unknown) => {
            if (!controller.signal.aborted)
              console.warn(`Recherche « ${source.heading} » impossible :`, error);
          });
      }
    }
    publish();
    return () => controller.abort();
  }, [sources, query]);

  return groups.filter((group) => group.items.length > 0);
}
