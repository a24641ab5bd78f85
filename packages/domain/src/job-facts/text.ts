/** ' → ’ in running text from open data (CONTENT.md typography). */
export function typographicApostrophes(text: string): string {
  return text.replace(/(\p{L})'(?=\p{L})/gu, '$1’');
}

/** "a", "a et b", "a, b et c". */
export function joinFrench(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function withFinalPeriod(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "Développeur / Développeuse informatique" → "développeur / développeuse informatique" (acronyms kept). */
export function lowerTitle(title: string): string {
  return title
    .split(' / ')
    .map((part) => (/^\p{Lu}\p{Ll}/u.test(part) ? lowerFirst(part) : part))
    .join(' / ');
}
