import type { AvatarConfig } from '../contracts/pre-account';

/** The illustrated DiceBear style Déclic draws avatars with (skin, hair and glasses options). */
export const AVATAR_STYLE = 'adventurer';
export const AVATAR_PROVIDER = 'dicebear-adventurer';
export const AVATAR_CREDIT = {
  title: 'Adventurer',
  creator: 'Lisa Wischofsky',
  license: 'CC BY 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
};

/** Sizes of spec section 9: saved picture, editor preview, fallback picture. */
export const AVATAR_SIZES = { saved: 256, preview: 360, fallback: 300 } as const;
export const AVATAR_RADIUS = { min: 0, max: 50, editorDefault: 30, fallback: 15 } as const;

/** The editor's starting avatar (spec section 3), with our fixed default seed word. */
export const AVATAR_DEFAULTS: Omit<AvatarConfig, 'url' | 'provider'> = {
  seed: 'Déclic',
  bg: '#F2F4F7',
  skin: '#f7c9a9',
  hair: '#3b2c2a',
  glasses: false,
  radius: AVATAR_RADIUS.editorDefault,
};

export interface NamedColour {
  value: string;
  name: string;
}

/** 'Au hasard' draws from 7 background colours, 6 skin tones and 6 hair colours. */
export const AVATAR_PALETTES: { bg: NamedColour[]; skin: NamedColour[]; hair: NamedColour[] } = {
  bg: [
    { value: '#F2F4F7', name: 'gris perle' },
    { value: '#FFE3DC', name: 'corail pâle' },
    { value: '#FFF4D6', name: 'jaune soleil' },
    { value: '#D9F7EC', name: 'menthe' },
    { value: '#E6E0FF', name: 'lavande' },
    { value: '#D6ECFF', name: 'bleu ciel' },
    { value: '#FCE1F3', name: 'rose' },
  ],
  skin: [
    { value: '#f7c9a9', name: 'clair rosé' },
    { value: '#f2d3b1', name: 'clair doré' },
    { value: '#ecad80', name: 'hâlé' },
    { value: '#d08b5b', name: 'mat' },
    { value: '#ae5d29', name: 'brun' },
    { value: '#614335', name: 'brun foncé' },
  ],
  hair: [
    { value: '#3b2c2a', name: 'brun foncé' },
    { value: '#0e0e0e', name: 'noir' },
    { value: '#6a4e35', name: 'châtain' },
    { value: '#b58143', name: 'blond foncé' },
    { value: '#e5d7a3', name: 'blond clair' },
    { value: '#c93305', name: 'roux' },
  ],
};

/** The picture of someone who never made an avatar: seeded with their id. */
export function fallbackAvatarConfig(userId: string): Omit<AvatarConfig, 'url' | 'provider'> {
  return { ...AVATAR_DEFAULTS, seed: userId, radius: AVATAR_RADIUS.fallback };
}

const hex = (colour: string) => colour.replace(/^#/, '').toLowerCase();

/** DiceBear options for a config, the same in the browser preview and the server picture. */
export function dicebearOptions(config: Omit<AvatarConfig, 'url' | 'provider'>, size: number) {
  return {
    seed: config.seed,
    size,
    radius: config.radius,
    backgroundColor: [hex(config.bg)],
    skinColor: [hex(config.skin)],
    hairColor: [hex(config.hair)],
    glassesProbability: config.glasses ? 100 : 0,
  };
}

/**
 * Features forced over the seeded ones (DiceBear adventurer's variants: mouths 01–30, eyes 01–26),
 * so that the level guide talks and reacts with pictures the server draws.
 */
export interface AvatarFace {
  mouth?: string;
  eyes?: string;
}

export const AVATAR_MOUTH_VARIANT = /^variant(0[1-9]|[12]\d|30)$/;
export const AVATAR_EYES_VARIANT = /^variant(0[1-9]|1\d|2[0-6])$/;

/**
 * Address of the saved picture, drawn by our own server with the same parameters as the
 * avatar service the spec describes (seed, size, radius, colours, glasses), and a face if asked.
 */
export function avatarImageUrl(
  config: Omit<AvatarConfig, 'url' | 'provider'>,
  size: number = AVATAR_SIZES.saved,
  face: AvatarFace = {},
): string {
  const params = new URLSearchParams({
    seed: config.seed,
    size: String(size),
    radius: String(config.radius),
    backgroundColor: hex(config.bg),
    skinColor: hex(config.skin),
    hairColor: hex(config.hair),
    glasses: String(config.glasses),
  });
  if (face.mouth) params.set('mouth', face.mouth);
  if (face.eyes) params.set('eyes', face.eyes);
  return `/api/avatars/${AVATAR_STYLE}.svg?${params.toString()}`;
}

/** One random pick from each palette, with `random()` returning a number in [0, 1). */
export function randomAvatarColours(random: () => number = Math.random) {
  const pickFrom = (list: NamedColour[]) => list[Math.floor(random() * list.length)]?.value ?? list[0]!.value;
  return {
    bg: pickFrom(AVATAR_PALETTES.bg),
    skin: pickFrom(AVATAR_PALETTES.skin),
    hair: pickFrom(AVATAR_PALETTES.hair),
  };
}
