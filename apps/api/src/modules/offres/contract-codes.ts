import { normalizeForSearch, TYPES_CONTRAT } from '@declic/domain';

const CODE_BY_WORD = new Map<string, string>();
for (const [code, label] of Object.entries(TYPES_CONTRAT)) {
  CODE_BY_WORD.set(code.toLowerCase(), code);
  CODE_BY_WORD.set(normalizeForSearch(label), code);
}

/**
 * The contract codes a "Type de contrat" text means: "CDI", "cdd, intérim", "Saisonnier".
 * A word we do not know stays as typed, upper-cased, so it simply matches no offer.
 */
export function contractCodes(input: string): string[] {
  const codes = input
    .split(/[,;/+]|\s+(?:ou|et)\s+/i)
    .map((part) => normalizeForSearch(part))
    .filter(Boolean)
    .map((word) => CODE_BY_WORD.get(word) ?? word.toUpperCase());
  return [...new Set(codes)];
}

/** ROME codes are a letter and four digits: "M1805". */
export function romeCodeIn(q: string): string | undefined {
  const text = q.trim().toUpperCase();
  return /^[A-N]\d{4}$/.test(text) ? text : undefined;
}
