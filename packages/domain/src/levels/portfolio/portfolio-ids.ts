// The portfolio's section ids alone: the production contract and the sections read them without
// the check, which reads the sections.

/** The portfolio's sections, in the order a reader expects. */
export const PORTFOLIO_SECTION_IDS = [
  'profil',
  'cv',
  'lettre',
  'projet',
  'voeux',
  'star',
  'pitch',
  'entretien',
] as const;
export type PortfolioSectionId = (typeof PORTFOLIO_SECTION_IDS)[number];
