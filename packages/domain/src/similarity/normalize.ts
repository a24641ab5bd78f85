/**
 * Text folding shared by search, location filters and the recommendation similarity:
 * lower case, no accents, ligatures spelled out. "Île-de-France" → "ile-de-france".
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase();
}

/** Folded text with every run of non-alphanumerics turned into one space: "Côte-d'Or" → "cote d or". */
export function normalizeForSearch(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
