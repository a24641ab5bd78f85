import { FEATURE_LABELS, featuresUnlockedBetween, type GatedFeature } from '@declic/domain';

/**
 * A level reached or a feature unlocked, computed in the browser from progression changes, or
 * a reminder of the server (level 9's follow-up) once its date has passed.
 */
export interface ProgressNotification {
  id: string;
  title: string;
  to?: string;
  createdAt: string;
  read: boolean;
}

/** What the browser keeps per student: the last level seen, and the notifications. */
export interface NotificationsState {
  lastLevel: number;
  items: ProgressNotification[];
  /** Ids of the reminders already announced, so none comes back once it leaves the list. */
  shownReminders?: string[];
}

/** A reminder the server computed from a level's answers (level 9: follow up the request). */
export interface DueReminder {
  level: number;
  message: string;
  /** ISO date from which it is shown. */
  due: string;
  key?: string;
}

export const MAX_NOTIFICATIONS = 20;
const MAX_SHOWN_REMINDERS = 50;

const FEATURE_PAGES: Record<GatedFeature, string> = {
  avatar: '/app/profile',
  shareImage: '/app/results',
  personalityTab: '/app/results',
  formations: '/app/formations',
  emplois: '/app/emplois',
  lettre: '/app/lettre',
  chat: '/app/chat',
};

/**
 * Compares the level now shown with the last one seen. The first sight only records the
 * level (nothing is "new" on a new device); a rise adds one level-up and one notification per
 * feature it unlocks; a fall (an administrator's reset) just records the lower level.
 */
export function notifyProgress(
  state: NotificationsState | null,
  level: number,
  now: Date,
): NotificationsState {
  if (!state) return { lastLevel: level, items: [] };
  if (level <= state.lastLevel) return level === state.lastLevel ? state : { ...state, lastLevel: level };
  const createdAt = now.toISOString();
  const fresh: ProgressNotification[] = [
    ...featuresUnlockedBetween(state.lastLevel, level).map((feature) => ({
      id: `deblocage-${feature}-${createdAt}`,
      title: `Débloqué\u202F: ${FEATURE_LABELS[feature]}`,
      to: FEATURE_PAGES[feature],
      createdAt,
      read: false,
    })),
    {
      id: `niveau-${level}-${createdAt}`,
      title: `Bravo, tu passes au niveau ${level}\u202F!`,
      to: '/app/activites',
      createdAt,
      read: false,
    },
  ];
  return { ...state, lastLevel: level, items: [...fresh, ...state.items].slice(0, MAX_NOTIFICATIONS) };
}

export const reminderId = (reminder: DueReminder) =>
  `rappel-${reminder.level}-${reminder.due}${reminder.key ? `-${reminder.key}` : ''}`;

/**
 * Adds each reminder whose date has passed, once: one already announced (in the list, or
 * remembered after leaving it) never comes back. Nothing due: the same state.
 */
export function notifyReminders(
  state: NotificationsState,
  reminders: readonly DueReminder[],
  now: Date,
): NotificationsState {
  const shown = new Set([...(state.shownReminders ?? []), ...state.items.map((item) => item.id)]);
  const due = reminders.filter(
    (reminder) => Date.parse(reminder.due) <= now.getTime() && !shown.has(reminderId(reminder)),
  );
  if (due.length === 0) return state;
  const createdAt = now.toISOString();
  const fresh: ProgressNotification[] = due.map((reminder) => ({
    id: reminderId(reminder),
    title: reminder.message,
    to: `/app/niveau/${reminder.level}`,
    createdAt,
    read: false,
  }));
  return {
    ...state,
    items: [...fresh, ...state.items].slice(0, MAX_NOTIFICATIONS),
    shownReminders: [...(state.shownReminders ?? []), ...fresh.map((item) => item.id)].slice(
      -MAX_SHOWN_REMINDERS,
    ),
  };
}

export function markAllRead(state: NotificationsState): NotificationsState {
  return { ...state, items: state.items.map((item) => ({ ...item, read: true })) };
}

const storageKey = (userId: string) => `declic.notifications.${userId}`;

/** Stored in the browser: a notification is a convenience, losing it costs nothing. */
export function loadNotifications(storage: Storage, userId: string): NotificationsState | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKey(userId)) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { lastLevel, items, shownReminders } = value as Partial<NotificationsState>;
    if (typeof lastLevel !== 'number' || !Array.isArray(items)) return null;
    const state: NotificationsState = { lastLevel, items: items.slice(0, MAX_NOTIFICATIONS) };
    if (Array.isArray(shownReminders)) {
      state.shownReminders = shownReminders
        .filter((id) => typeof id === 'string')
        .slice(-MAX_SHOWN_REMINDERS);
    }
    return state;
  } catch {
    return null;
  }
}

export function saveNotifications(storage: Storage, userId: string, state: NotificationsState): void {
  try {
    storage.setItem(storageKey(userId), JSON.stringify(state));
  } catch {
    // Storage full or disabled: the notifications live for this visit only.
  }
}
