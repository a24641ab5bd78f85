import { ANALYST_PORTRAITS } from './analysts';
import { DIPLOMAT_PORTRAITS } from './diplomats';
import { EXPLORER_PORTRAITS } from './explorers';
import type { PersonalityPortrait } from './portrait';
import { SENTINEL_PORTRAITS } from './sentinels';

export type { PersonalityPortrait } from './portrait';

export const PERSONALITY_PORTRAITS: readonly PersonalityPortrait[] = [
  ...ANALYST_PORTRAITS,
  ...DIPLOMAT_PORTRAITS,
  ...SENTINEL_PORTRAITS,
  ...EXPLORER_PORTRAITS,
];

export function portraitOf(type: string): PersonalityPortrait | undefined {
  return PERSONALITY_PORTRAITS.find((portrait) => portrait.type === type);
}
