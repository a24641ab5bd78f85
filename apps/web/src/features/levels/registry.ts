import type { ComponentType, LazyExoticComponent } from 'react';

export interface LevelScreenProps {
  level: number;
}

type LevelScreen = LazyExoticComponent<ComponentType<LevelScreenProps>>;

/**
 * The playable level screens, each loaded only when opened. A level missing here shows the
 * "arrive bientôt" message. One line per level.
 */
export const LEVEL_SCREENS: Partial<Record<number, LevelScreen>> = {};

export function levelScreen(level: number): LevelScreen | undefined {
  return LEVEL_SCREENS[level];
}
