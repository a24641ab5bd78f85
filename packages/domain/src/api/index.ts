import type { RouteDefinition } from './route';
import { adminApi } from './routes/admin';
import { healthApi } from './routes/health';
import { progressionApi } from './routes/progression';
import { usersApi } from './routes/users';

export * from './route';

/** Every endpoint of /api, by group: the API registers them, the web app calls them. */
export const API = {
  admin: adminApi,
  health: healthApi,
  progression: progressionApi,
  users: usersApi,
} as const;

export const ALL_ROUTES: readonly RouteDefinition[] = Object.values(API).flatMap((group) =>
  Object.values(group),
);
