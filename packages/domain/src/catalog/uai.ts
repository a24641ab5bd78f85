/** The national school code (UAI, formerly RNE): seven digits and a check letter, e.g. 0751234A. */
export const UAI_PATTERN = /^\d{7}[A-Z]$/;
