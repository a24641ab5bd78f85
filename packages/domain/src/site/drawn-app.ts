/**
 * What the server writes into an /app page it sends already drawn (issue 44): who is signed in
 * (read from the refresh cookie, never rotated by the page) and their progression, so that the
 * header shows the level and XP before any script runs and the app starts without asking for
 * them. Type-only imports: this file carries no Zod, the page's first script reads it.
 */
import type { ProgressionResponse } from '../contracts/progression';

/** The id of the JSON script that carries it (apps/api plugins/drawn-app/app-page-html.ts, apps/web app/drawn-app/take-over.ts). */
export const DRAWN_APP_DATA_ID = 'declic-app';

export interface DrawnAppData {
  /** The student the refresh cookie belongs to: the app checks its renewed session is theirs. */
  userId: string;
  progression: ProgressionResponse;
}

/** The signed-in student space: every page under /app, which the server sends drawn. */
export function isAppPath(path: string): boolean {
  return path === '/app' || path.startsWith('/app/');
}
