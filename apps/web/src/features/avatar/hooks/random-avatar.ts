import { type AvatarConfig, randomAvatarColours } from '@declic/domain';

// Friendly words to seed a random face; any word works, these just sound nice.
const SEED_WORDS = [
  'Soleil',
  'Comète',
  'Basilic',
  'Galet',
  'Nuage',
  'Pixel',
  'Cerise',
  'Volcan',
  'Lagon',
  'Tempo',
];

/** 'Au hasard': a new face and new colours from the palettes; glasses and corners stay. */
export function randomise(
  config: Omit<AvatarConfig, 'url' | 'provider'>,
  random: () => number = Math.random,
) {
  const word = SEED_WORDS[Math.floor(random() * SEED_WORDS.length)] ?? 'Déclic';
  return { ...config, ...randomAvatarColours(random), seed: `${word}${Math.floor(random() * 100)}` };
}
