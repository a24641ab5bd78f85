import { describe, expect, it } from 'vitest';
import {
  type DueReminder,
  loadNotifications,
  markAllRead,
  type NotificationsState,
  notifyProgress,
  notifyReminders,
  saveNotifications,
} from './progress-notifications';

const now = new Date('2025-10-13T10:00:00Z');

describe('notifications de progression', () => {
  it('la première visite enregistre le niveau sans rien annoncer', () => {
    expect(notifyProgress(null, 9, now)).toEqual({ lastLevel: 9, items: [] });
  });

  it('une montée du niveau 1 au niveau 9 annonce le niveau et débloque Formations et Emplois', () => {
    const state = notifyProgress({ lastLevel: 1, items: [] }, 9, now);
    expect(state.lastLevel).toBe(9);
    expect(state.items.map((item) => item.title)).toEqual([
      'Débloqué\u202F: Avatar',
      'Débloqué\u202F: Image à partager',
      'Débloqué\u202F: Onglet personnalité',
      'Débloqué\u202F: Formations',
      'Débloqué\u202F: Emplois',
      'Bravo, tu passes au niveau 9\u202F!',
    ]);
    expect(state.items.every((item) => !item.read)).toBe(true);
    expect(state.items.find((item) => item.title.includes('Formations'))?.to).toBe('/app/formations');
  });

  it('rien de neuf au même niveau ; une baisse est seulement enregistrée', () => {
    const state = { lastLevel: 5, items: [] };
    expect(notifyProgress(state, 5, now)).toBe(state);
    expect(notifyProgress(state, 2, now)).toEqual({ lastLevel: 2, items: [] });
  });

  it('marque tout comme lu, garde au plus 20 notifications', () => {
    let state = { lastLevel: 1, items: [] as ReturnType<typeof notifyProgress>['items'] };
    for (let level = 2; level <= 40; level += 1) state = notifyProgress(state, level, now);
    expect(state.items).toHaveLength(20);
    expect(markAllRead(state).items.every((item) => item.read)).toBe(true);
  });

  it('se relit depuis le stockage du navigateur, et ignore un contenu abîmé', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
    saveNotifications(storage, 'u1', { lastLevel: 3, items: [] });
    expect(loadNotifications(storage, 'u1')).toEqual({ lastLevel: 3, items: [] });
    values.set('declic.notifications.u1', '{pas du json');
    expect(loadNotifications(storage, 'u1')).toBeNull();
  });

  it('garde les rappels déjà annoncés quand le niveau monte', () => {
    const state = { lastLevel: 9, items: [], shownReminders: ['rappel-9-2026-12-05T09:30:00.000Z'] };
    expect(notifyProgress(state, 10, now).shownReminders).toEqual(state.shownReminders);
  });
});

describe('rappels des réalisations', () => {
  const reminder: DueReminder = {
    level: 9,
    message: 'Pense à relancer ta demande de rendez-vous si tu n’as pas eu de réponse.',
    due: '2026-12-05T09:30:00.000Z',
  };
  const before = new Date('2026-12-05T09:29:59Z');
  const after = new Date('2026-12-06T08:00:00Z');
  const empty: NotificationsState = { lastLevel: 10, items: [] };

  it('rien tant que la date n’est pas passée', () => {
    expect(notifyReminders(empty, [reminder], before)).toBe(empty);
  });

  it('une fois la date passée, une notification non lue qui mène au niveau', () => {
    const state = notifyReminders(empty, [reminder], after);
    expect(state.items).toEqual([
      {
        id: 'rappel-9-2026-12-05T09:30:00.000Z',
        title: reminder.message,
        to: '/app/niveau/9',
        createdAt: after.toISOString(),
        read: false,
      },
    ]);
    expect(state.lastLevel).toBe(10);
  });

  it('une seule fois, même lue, même sortie de la liste des 20', () => {
    const once = markAllRead(notifyReminders(empty, [reminder], after));
    expect(notifyReminders(once, [reminder], after)).toBe(once);
    let crowded = once;
    for (let level = 11; level <= 40; level += 1) crowded = notifyProgress(crowded, level, after);
    expect(crowded.items.some((item) => item.id.startsWith('rappel-'))).toBe(false);
    expect(notifyReminders(crowded, [reminder], after)).toBe(crowded);
  });

  it('compte le rappel parmi les non lues, comme les autres notifications', () => {
    const state = notifyReminders(notifyProgress({ lastLevel: 8, items: [] }, 10, after), [reminder], after);
    expect(state.items[0]?.id).toBe('rappel-9-2026-12-05T09:30:00.000Z');
    expect(state.items.filter((item) => !item.read)).toHaveLength(state.items.length);
    expect(markAllRead(state).items.every((item) => item.read)).toBe(true);
  });

  it('se souvient des rappels annoncés dans le stockage du navigateur', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage;
    saveNotifications(storage, 'u2', notifyReminders(empty, [reminder], after));
    const loaded = loadNotifications(storage, 'u2');
    expect(loaded?.shownReminders).toEqual(['rappel-9-2026-12-05T09:30:00.000Z']);
    expect(loaded && notifyReminders({ ...loaded, items: [] }, [reminder], after).items).toEqual([]);
  });
});
