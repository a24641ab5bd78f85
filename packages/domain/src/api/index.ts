import type { RouteDefinition } from './route';
import { privacyApi, romeApi, supportApi } from './routes/account-data';
import { adminApi } from './routes/admin';
import { chatApi } from './routes/chat';
import { healthApi } from './routes/health';
import { lettersApi } from './routes/letters';
import { progressionApi } from './routes/progression';
import { usersApi } from './routes/users';

export * from './route';

/** Every endpoint of /api, by group: the API registers them, the web app calls them. */
export const API = {
  admin: adminApi,
  chat: chatApi,
  health: healthApi,
  letters: lettersApi,
  privacy: privacyApi,
  progression: progressionApi,
  rome: romeApi,
  support: supportApi,
  users: usersApi,
} as const;

export const ALL_ROUTES: readonly RouteDefinition[] = Object.values(API).flatMap((group) =>
  Object.values(group),
);
