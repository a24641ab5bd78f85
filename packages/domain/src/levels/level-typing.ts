/** Typed-text timing of the level screens (spec section 9). */
export const LEVEL_MOUTH_TOGGLE_MS = 200;
export const LEVEL_MS_PER_CHARACTER = 40;
export const LEVEL_MESSAGE_MS = { min: 1_500, max: 8_000 } as const;

/** How long a level message takes to type: about 40 ms a character, kept within 1.5 to 8 s. */
export function levelMessageDuration(text: string): number {
  const wanted = [...text].length * LEVEL_MS_PER_CHARACTER;
  return Math.min(LEVEL_MESSAGE_MS.max, Math.max(LEVEL_MESSAGE_MS.min, wanted));
}
