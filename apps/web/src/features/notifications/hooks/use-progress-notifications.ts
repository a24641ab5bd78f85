import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMyAssignments } from '../../../lib/classroom-assignments';
import { useProductions } from '../../../lib/levels/productions';
import { mergeReminders } from '../class-notices';
import {
  loadNotifications,
  markAllRead,
  type NotificationsState,
  notifyProgress,
  notifyReminders,
  saveNotifications,
} from '../progress-notifications';

// Reminders come from level 9 on (the meeting request's follow-up).
const FIRST_REMINDER_LEVEL = 9;

/**
 * Notifications of one student, kept in this browser. `level` is null while the progression
 * is unknown (loading, or the level-1 fallback after a read failure): nothing is compared then.
 * The reminders of the student's productions are added once their date has passed, and what
 * their classes told them (a level assigned, its reminders) once.
 */
export function useProgressNotifications(userId: string | null, level: number | null) {
  const [state, setState] = useState<NotificationsState | null>(() =>
    userId ? loadNotifications(window.localStorage, userId) : null,
  );
  const productions = useProductions(userId !== null && level !== null && level >= FIRST_REMINDER_LEVEL);
  const classNotices = useMyAssignments().data?.notices;
  const reminders = useMemo(
    () => mergeReminders(productions.data?.reminders, classNotices),
    [productions.data?.reminders, classNotices],
  );

  useEffect(() => {
    if (!userId || level === null) return;
    setState((previous) => {
      const now = new Date();
      const progressed = notifyProgress(
        previous ?? loadNotifications(window.localStorage, userId),
        level,
        now,
      );
      const next = reminders ? notifyReminders(progressed, reminders, now) : progressed;
      if (next !== previous) saveNotifications(window.localStorage, userId, next);
      return next;
    });
  }, [userId, level, reminders]);

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
