/**
 * A value built on its first use. Building an Intl formatter loads locale data: a page that
 * imports a formatting helper (every page does) should not pay for the formats it never shows.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
