import { describe, expect, it } from 'vitest';
import { forgetPersonalState } from './personal-storage';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe('oubli à la déconnexion', () => {
  it('retire toutes les clés de Déclic, et seulement elles', () => {
    const storage = memoryStorage({
      'declic.niveau4.quiz': '{"index":3}',
      'declic.niveau.u1.9.contact': 'brouillon',
      'declic.notifications.u1': '[]',
      'autre-site': 'garde',
    });
    expect(forgetPersonalState(storage)).toBe(3);
    expect(storage.keys()).toEqual(['autre-site']);
  });
});
