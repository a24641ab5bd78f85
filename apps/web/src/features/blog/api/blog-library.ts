import { BLOG_LIBRARY_PATH, type BlogLibrary } from '@declic/domain';
import { useEffect, useState } from 'react';
import { apiPath } from '../../../lib/api-path';

/** The script the server writes into the landing, the blog and each post (plugins/page-html.ts). */
const BLOG_DATA_ID = 'declic-blog';

function injectedLibrary(): BlogLibrary | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.getElementById(BLOG_DATA_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as BlogLibrary;
  } catch {
    return undefined;
  }
}

/** A plain fetch: the public pages do without the signed-in API client. */
async function fetchLibrary(): Promise<BlogLibrary> {
  const response = await fetch(apiPath(BLOG_LIBRARY_PATH), { headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new Error('Les articles ne se chargent pas pour l’instant. Réessaie dans un moment.');
  return (await response.json()) as BlogLibrary;
}

// One copy per page load: the one the page arrived with, or the first one fetched.
let library: BlogLibrary | undefined;
let loading: Promise<BlogLibrary> | undefined;

/** The server rendering of a page (entry-server.tsx) hands over the articles it ships with the page. */
export function provideBlogLibrary(provided: BlogLibrary): void {
  library = provided;
}

function loadLibrary(): Promise<BlogLibrary> {
  loading ??= fetchLibrary().then(
    (loaded) => {
      library = loaded;
      return loaded;
    },
    (error: Error) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type BlogLibraryState =
  | { data: undefined; isPending: true; isError: false; error: null }
  | { data: BlogLibrary; isPending: false; isError: false; error: null }
  | { data: undefined; isPending: false; isError: true; error: Error };

const loaded = (data: BlogLibrary): BlogLibraryState => ({
  data,
  isPending: false,
  isError: false,
  error: null,
});

/**
 * The published articles: those the page arrived with (no request), else from /api/blog (a
 * signed-in reader who reaches the blog from the app). Without React Query, which the public
 * pages' first paint does not load.
 */
export function useBlogLibrary(): BlogLibraryState {
  library ??= injectedLibrary();
  const [state, setState] = useState<BlogLibraryState>(() =>
    library ? loaded(library) : { data: undefined, isPending: true, isError: false, error: null },
  );
  useEffect(() => {
    if (!state.isPending) return;
    let active = true;
    loadLibrary().then(
      (data) => active && setState(loaded(data)),
      (error: Error) => active && setState({ data: undefined, isPending: false, isError: true, error }),
    );
    return () => {
      active = false;
    };
  }, [state.isPending]);
  return state;
}
