import { describe, expect, it } from 'vitest';
import { createTokenVersions } from './token-versions';

describe('versions de jeton retenues en mémoire', () => {
  it('lit la base une fois, puis de nouveau quand la version est oubliée ou trop vieille', async () => {
    let now = 0;
    const versions = createTokenVersions({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    let loads = 0;
    let stored = 3;
    const load = async () => {
      loads += 1;
      return stored;
    };
    expect(await versions.read('a', load)).toBe(3);
    expect(await versions.read('a', load)).toBe(3);
    expect(loads).toBe(1);
    stored = 4;
    versions.forget('a');
    expect(await versions.read('a', load)).toBe(4);
    expect(loads).toBe(2);
    stored = 5;
    now = 1_001;
    expect(await versions.read('a', load)).toBe(5);
    expect(loads).toBe(3);
  });

  it('ne retient pas une version lue pendant qu’une session se terminait', async () => {
    const versions = createTokenVersions({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    // The read started before the end of the sessions and answers the old version.
    const stale = versions.read('a', async () => {
      loads += 1;
      versions.forget('a');
      return 0;
    });
    expect(await stale).toBe(0);
    expect(await versions.read('a', async () => (loads += 1))).toBe(2);
  });

  it('ne retient pas un compte absent', async () => {
    const versions = createTokenVersions({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const missing = async () => {
      loads += 1;
      return undefined;
    };
    expect(await versions.read('x', missing)).toBeUndefined();
    expect(await versions.read('x', missing)).toBeUndefined();
    expect(loads).toBe(2);
  });
});
