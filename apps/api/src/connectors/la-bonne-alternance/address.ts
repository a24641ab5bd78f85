/** Départements whose code starts with 97: the five overseas ones (975, 977, 978 are not). */
const OVERSEAS = new Set(['971', '972', '973', '974', '976']);
/** Saint-Barthélemy and Saint-Martin kept Guadeloupe's postcodes but left the département in 2007. */
const NOT_GUADELOUPE = new Set(['97133', '97150']);

/**
 * The département of a French postcode: the first two digits, except Corsica (20000–20199 is
 * Corse-du-Sud 2A, 20200 and above Haute-Corse 2B) and overseas (three digits, 971–976).
 * Monaco (980xx), the Pacific collectivités (98x), 975 and anything that is not five digits: null.
 */
export function departementOfPostcode(postcode: string | null | undefined): string | null {
  if (!postcode || !/^\d{5}$/.test(postcode)) return null;
  if (postcode.startsWith('20')) return Number(postcode) < 20200 ? '2A' : '2B';
  if (postcode.startsWith('97')) {
    const code = postcode.slice(0, 3);
    return OVERSEAS.has(code) && !NOT_GUADELOUPE.has(postcode) ? code : null;
  }
  const code = postcode.slice(0, 2);
  return code === '00' || code === '98' || code === '99' ? null : code;
}

export interface ParsedAddress {
  postcode: string | null;
  commune: string | null;
  departement: string | null;
}

/**
 * "1 rue X 33000 Bordeaux", "92100 Boulogne-Billancourt", "20000 AJACCIO CEDEX 1": the five-digit
 * group that ends the address (", France" aside) is the postcode, what follows it the commune
 * (CEDEX dropped).
 */
export function parseAddress(address: string | null | undefined): ParsedAddress {
  const match = address
    ?.trim()
    .replace(/,?\s*France$/i, '')
    .match(/(?:^|[\s,])(\d{5})(?:\s+([^\d,][^,]*?))?\s*$/);
  if (!match) return { postcode: null, commune: null, departement: null };
  const postcode = match[1]!;
  const commune = match[2]?.replace(/\s+cedex(\s+\d+)?$/i, '').trim() || null;
  return { postcode, commune, departement: departementOfPostcode(postcode) };
}
