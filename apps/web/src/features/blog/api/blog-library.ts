import { BLOG_LIBRARY_PATH, type BlogLibrary } from '@declic/domain';
import { useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../lib/api-path';

/** The script the server writes into the landing, the blog and each post (plugins/page-html.ts). */
const BLOG_DATA_ID = 'declic-blog';

function injectedLibrary(): BlogLibrary | undefined {
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

/**
 * The published articles: those the page arrived with (no request), else from /api/blog (a
 * signed-in reader who reaches the blog from the app).
 */
export function useBlogLibrary() {
  return useQuery({
    queryKey: ['blog', 'library'],
    queryFn: fetchLibrary,
    initialData: injectedLibrary,
    staleTime: 5 * 60_000,
  });
}
