import { describe, expect, it } from 'vitest';
import { mergeReminders } from './class-notices';
import { notifyReminders } from './progress-notifications';

const sentAt = '2026-12-01T08:00:00.000Z';
const notice = {
  id: 'n1',
  level: 6,
  message: 'Ta classe Terminale B\u202f: niveau 6 à faire avant le 12 décembre.',
  sentAt,
};

describe('ce que la classe a dit à l’élève, dans ses notifications', () => {
  it('rien à fusionner tant que rien n’est lu', () => {
    expect(mergeReminders(undefined, undefined)).toBeUndefined();
  });

  it('annonce chaque avis une fois, vers le niveau demandé', () => {
    const reminders = mergeReminders(undefined, [notice]) ?? [];
    const now = new Date('2026-12-01T09:00:00Z');
    const once = notifyReminders({ lastLevel: 4, items: [] }, reminders, now);
    expect(once.items).toEqual([
      expect.objectContaining({ title: notice.message, to: '/app/niveau/6', read: false }),
    ]);
    // Read again (a later visit): the same notice is not announced twice.
    expect(notifyReminders(once, reminders, now)).toBe(once);
  });

  it('garde les rappels des productions à côté', () => {
    const production = { level: 9, message: 'Relance ta demande', due: sentAt };
    expect(mergeReminders([production], [notice])).toEqual([
      production,
      { level: 6, message: notice.message, due: sentAt, key: 'classe-n1' },
    ]);
  });
});
