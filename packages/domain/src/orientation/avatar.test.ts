import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarConfigSchema } from '../contracts/pre-account';
import {
  AVATAR_DEFAULTS,
  AVATAR_PALETTES,
  avatarImageUrl,
  dicebearOptions,
  fallbackAvatarConfig,
  randomAvatarColours,
} from './avatar';

describe('avatar', () => {
  it('a les valeurs par défaut et les palettes de la spécification', () => {
    expect(AVATAR_DEFAULTS).toMatchObject({
      bg: '#F2F4F7',
      skin: '#f7c9a9',
      hair: '#3b2c2a',
      glasses: false,
      radius: 30,
    });
    expect([AVATAR_PALETTES.bg.length, AVATAR_PALETTES.skin.length, AVATAR_PALETTES.hair.length]).toEqual([
      7, 6, 6,
    ]);
    expect(fallbackAvatarConfig('u-1')).toMatchObject({ seed: 'u-1', radius: 15 });
  });

  it('« Au hasard » tire toujours dans les palettes', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999999, noNaN: true }), (r) => {
        const colours = randomAvatarColours(() => r);
        expect(AVATAR_PALETTES.bg.map((c) => c.value)).toContain(colours.bg);
        expect(AVATAR_PALETTES.skin.map((c) => c.value)).toContain(colours.skin);
        expect(AVATAR_PALETTES.hair.map((c) => c.value)).toContain(colours.hair);
      }),
    );
  });

  it('construit une adresse d’image valide pour tout avatar valide', () => {
    const hex = fc.stringMatching(/^#[0-9a-f]{6}$/);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }).filter((s) => s.trim() !== ''),
        hex,
        hex,
        hex,
        fc.boolean(),
        fc.integer({ min: 0, max: 50 }),
        (seed, bg, skin, hair, glasses, radius) => {
          const config = { seed: seed.trim(), bg, skin, hair, glasses, radius };
          const url = avatarImageUrl(config, 256);
          expect(avatarConfigSchema.safeParse({ ...config, url }).success).toBe(true);
          const params = new URL(url, 'http://x').searchParams;
          expect(params.get('seed')).toBe(config.seed);
          expect(params.get('backgroundColor')).toBe(bg.slice(1));
          expect(params.get('glasses')).toBe(String(glasses));
        },
      ),
    );
  });

  it('traduit la configuration en options DiceBear', () => {
    expect(dicebearOptions({ ...AVATAR_DEFAULTS, glasses: true }, 360)).toEqual({
      seed: 'Déclic',
      size: 360,
      radius: 30,
      backgroundColor: ['f2f4f7'],
      skinColor: ['f7c9a9'],
      hairColor: ['3b2c2a'],
      glassesProbability: 100,
    });
  });
});
