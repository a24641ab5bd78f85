import { useCallback, useEffect, useState } from 'react';
import {
  loadNotifications,
  markAllRead,
  type NotificationsState,
  notifyProgress,
  saveNotifications,
} from '../progress-notifications';

/**
 * Notifications of one student, kept in this browser. `level` is null while the progression
 * is unknown (loading, or the level-1 fallback after a read failure): nothing is compared then.
 */
export function useProgressNotifications(userId: string | null, level: number | null) {
  const [state, setState] = useState<NotificationsState | null>(() =>
    userId ? loadNotifications(window.localStorage, userId) : null,
  );

  useEffect(() => {
    if (!userId || level === null) return;
    setState((previous) => {
      const next = notifyProgress(
        previous ?? loadNotifications(window.localStorage, userId),
        level,
        new Date(),
      );
      if (next !== previous) saveNotifications(window.localStorage, userId, next);
      return next;
    });
  }, [userId, level]);

  const readAll = useCallback(() => {
    if (!userId) return;
    setState((previous) => {
      if (!previous || previous.items.every((item) => item.read)) return previous;
      const next = markAllRead(previous);
      saveNotifications(window.localStorage, userId, next);
      return next;
    });
  }, [userId]);

  const items = state?.items ?? [];
  return { items, unread: items.filter((item) => !item.read).length, readAll };
}
