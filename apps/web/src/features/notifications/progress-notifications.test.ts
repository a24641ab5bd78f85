import { describe, expect, it } from 'vitest';
import { loadNotifications, markAllRead, notifyProgress, saveNotifications } from './progress-notifications';

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
});
