import { DRAWN_APP_DATA_ID, type DrawnAppData } from '@declic/domain';
import { refreshNow } from '../../lib/auth/refresh';
import { type ProgressionView, progressionQueryKey } from '../../lib/progression/get-progression';
import { queryClient } from '../../lib/query-client';

/** What the server embedded in the drawn page (apps/api plugins/drawn-app/app-page-html.ts); null when absent or unreadable. */
function embeddedData(): DrawnAppData | null {
  const text = document.getElementById(DRAWN_APP_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DrawnAppData;
  } catch {
    return null;
  }
}

/**
 * Before the app draws over an /app page the server drew for a signed-in student: the session is
 * renewed (while the route chunks load, main.tsx) — the server saw a live refresh cookie, so
 * without waiting for the browser's session hint — and the embedded progression fills the cache,
 * so the app's first render is the server's drawing, level and XP included, with no request for
 * them. A session that turns out to be someone else's does not get the embedded progression.
 */
export async function prepareDrawnApp(): Promise<void> {
  const data = embeddedData();
  const session = await refreshNow();
  if (!data || session?.user.id !== data.userId) return;
  const progression: ProgressionView = { ...data.progression, fallback: false };
  queryClient.setQueryData(progressionQueryKey(data.userId), progression);
}
