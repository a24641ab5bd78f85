import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface LevelScreenProps {
  level: number;
}

type LevelScreen = LazyExoticComponent<ComponentType<LevelScreenProps>>;

/**
 * The playable level screens, each loaded only when opened. A level missing here shows the
 * "arrive bientôt" message. One line per level.
 */
export const LEVEL_SCREENS: Partial<Record<number, LevelScreen>> = {
  1: lazy(() => import('./level1/level1-screen')),
  2: lazy(() => import('./level2/level2-screen')),
  3: lazy(() => import('./level3/level3-screen')),
  4: lazy(() => import('./level4/level4-screen')),
  5: lazy(() => import('./level5/level5-screen')),
};

export function levelScreen(level: number): LevelScreen | undefined {
  return LEVEL_SCREENS[level];
}
