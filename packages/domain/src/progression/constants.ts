/** Business constants of spec section 9, shared by the API and the web app. */
export const MAX_LEVEL = 50;
export const XP_PER_LEVEL = 100;
/** Levels above this one need a paid status. */
export const FREE_LEVEL_LIMIT = 10;
export const MAX_XP_REWARD = 100;

/** Level from which each gated feature opens (spec section 6). */
export const FEATURE_GATES = {
  avatar: 4,
  shareImage: 4,
  personalityTab: 4,
  formations: 6,
  emplois: 9,
  lettre: 12,
  chat: 15,
} as const;

export type GatedFeature = keyof typeof FEATURE_GATES;

/** The landing page shows 8 bands of 5 levels (levels 1 to 40). */
export const LANDING_LEVEL_BANDS = 8;
export const LEVELS_PER_BAND = 5;
