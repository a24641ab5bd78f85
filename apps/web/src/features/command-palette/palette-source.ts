/** One result of the command palette: a page to open, or an action to run. */
export interface PaletteItem {
  id: string;
  label: string;
  /** Second line: what it is, or why it is locked. */
  hint?: string;
  /** Extra words the search matches, not shown. */
  keywords?: string;
  to?: string;
  onSelect?: () => void;
  /** Shown so the student knows it exists, but cannot be opened yet. */
  disabled?: boolean;
}

/**
 * A group of results. `search` may answer at once or later (a catalogue search on the API):
 * the palette shows each group as soon as it has answered. Add a source to search more.
 */
export interface PaletteSource {
  id: string;
  heading: string;
  search(query: string, signal: AbortSignal): PaletteItem[] | Promise<PaletteItem[]>;
}

/** Lower-case, accents removed: « Métiers » matches "metiers". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Every word of the query appears in the label, hint or keywords. */
export function matchesQuery(item: PaletteItem, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const haystack = foldText(`${item.label} ${item.hint ?? ''} ${item.keywords ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

/** A source over a fixed list; with an empty query it shows the first `emptyLimit` items. */
export function listSource(
  id: string,
  heading: string,
  items: readonly PaletteItem[],
  { emptyLimit = items.length, limit = 8 }: { emptyLimit?: number; limit?: number } = {},
): PaletteSource {
  return {
    id,
    heading,
    search: (query) =>
      query.trim()
        ? items.filter((item) => matchesQuery(item, query)).slice(0, limit)
        : items.slice(0, emptyLimit),
  };
}
