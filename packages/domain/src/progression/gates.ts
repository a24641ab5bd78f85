import { FEATURE_GATES, type GatedFeature } from './constants';

/** French names of the gated features, as the shell and the notifications say them. */
export const FEATURE_LABELS: Record<GatedFeature, string> = {
  avatar: 'Avatar',
  shareImage: 'Image à partager',
  personalityTab: 'Onglet personnalité',
  formations: 'Formations',
  emplois: 'Emplois',
  lettre: 'Lettre de motivation',
  chat: 'Chat',
};

export function requiredLevel(feature: GatedFeature): number {
  return FEATURE_GATES[feature];
}

/** Pass the level the student sees (displayedLevel): an unpaid student is judged at 10 at most. */
export function isFeatureUnlocked(feature: GatedFeature, level: number): boolean {
  return level >= FEATURE_GATES[feature];
}

/** Features that open when the level goes from `fromLevel` (excluded) to `toLevel` (included). */
export function featuresUnlockedBetween(fromLevel: number, toLevel: number): GatedFeature[] {
  return (Object.keys(FEATURE_GATES) as GatedFeature[]).filter(
    (feature) => FEATURE_GATES[feature] > fromLevel && FEATURE_GATES[feature] <= toLevel,
  );
}
