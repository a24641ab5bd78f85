import { normalizeForSearch } from '../similarity/normalize';

/**
 * Common short forms of region names, folded. The geo tables hold the official names;
 * these are what people type instead.
 */
export const REGION_ALIASES: Readonly<Record<string, string>> = {
  idf: 'ile de france',
  'region parisienne': 'ile de france',
  paca: 'provence alpes cote d azur',
  'provence alpes cote azur': 'provence alpes cote d azur',
  'cote d azur': 'provence alpes cote d azur',
  aura: 'auvergne rhone alpes',
  bfc: 'bourgogne franche comte',
  hdf: 'hauts de france',
  centre: 'centre val de loire',
  reunion: 'la reunion',
  'nouvelle aquitaine': 'nouvelle aquitaine',
};

const LEADING_ARTICLE = /^(la|le|les|l) /;

/** A place name folded for comparison: accents, case, hyphens and a leading article ignored. */
export function placeKey(name: string): string {
  return normalizeForSearch(name).replace(LEADING_ARTICLE, '');
}

/** Département codes: "1" → "01", "2a" → "2A", "974" stays. Undefined when the text is not a code. */
export function departementCode(input: string): string | undefined {
  const text = input.trim().toUpperCase();
  if (/^\d$/.test(text)) return `0${text}`;
  if (/^(\d{2}|2[AB]|97\d)$/.test(text)) return text;
  return undefined;
}

/** Région codes are two digits (INSEE): "11" is Île-de-France. */
export function regionCode(input: string): string | undefined {
  const text = input.trim();
  return /^\d{2}$/.test(text) ? text : undefined;
}

/** The key to look a région up by, after the common short forms. */
export function regionKey(input: string): string {
  const folded = normalizeForSearch(input);
  return placeKey(REGION_ALIASES[folded] ?? folded);
}

/** "Rhône (69)" or "69 - Rhône" as typed from a suggestion: the code wins. */
export function codeInLabel(input: string): string | undefined {
  const match = input.match(/^\s*(\d{2,3}|2[AaBb])\s+-\s+|\((\d{2,3}|2[AaBb])\)\s*$/);
  const code = match?.[1] ?? match?.[2];
  return code ? departementCode(code) : undefined;
}
