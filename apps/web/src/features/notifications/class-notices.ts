import type { AssignmentNotice } from '@declic/domain';
import type { DueReminder } from './progress-notifications';

/**
 * The reminders of the productions, and the notices of the student's classes as reminders due
 * when they were sent: each is then announced once, like the others (its id is its key).
 */
export function mergeReminders(
  productions: readonly DueReminder[] | undefined,
  classNotices: readonly AssignmentNotice[] | undefined,
): DueReminder[] | undefined {
  if (!productions && !classNotices) return undefined;
  const fromClasses = (classNotices ?? []).map((notice) => ({
    level: notice.level,
    message: notice.message,
    due: notice.sentAt,
    key: `classe-${notice.id}`,
  }));
  return [...(productions ?? []), ...fromClasses];
}
