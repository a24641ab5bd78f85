/** Spec sections 4 and 9: 20 results a page, 50 in recommended mode. */
export const CATALOG_PAGE_SIZE = 20;
export const CATALOG_RECOMMENDED_PAGE_SIZE = 50;
export const CATALOG_MAX_PAGE_SIZE = 50;
/** Deeper pages cost the database a long skip; nobody reads 10 000 results one page at a time. */
export const CATALOG_MAX_PAGE = 500;
/**
 * Offers: totals are counted exactly up to this many matches; above, the database's estimate
 * is given (an exact count over tens of thousands of matches costs the database too much).
 */
export const OFFRES_EXACT_COUNT_LIMIT = 500;
/** Offers can be paged through up to the 1 000th (the France Travail site stops at 3 150). */
export const OFFRES_MAX_RESULTS = 1000;

/** France Travail contract codes and the words students type for them. */
export const TYPES_CONTRAT: Readonly<Record<string, string>> = {
  CDI: 'CDI',
  CDD: 'CDD',
  MIS: 'Intérim',
  SAI: 'Saisonnier',
  LIB: 'Profession libérale',
  FRA: 'Franchise',
  DIN: 'CDI intérimaire',
  CCE: 'Profession commerciale',
  DDI: 'CDD d’insertion',
  TTI: 'Contrat travail temporaire insertion',
};
