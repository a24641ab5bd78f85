import { normalizeForSearch } from '@declic/domain';

/** A free-text query as the searches use it; undefined when it holds no letter or digit. */
export function searchText(q: string | undefined): string | undefined {
  return q && normalizeForSearch(q) ? q.trim() : undefined;
}

/** `a | b | c` for to_tsquery: words are already folded to [a-z0-9]. */
export function anyWordQuery(words: readonly string[]): string {
  return words.filter((word) => /^[a-z0-9]+$/.test(word)).join(' | ');
}

/** LIMIT and OFFSET of a 1-based page. */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
