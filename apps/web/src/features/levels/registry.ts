import { levelDefinition } from '@declic/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface LevelScreenProps {
  level: number;
}

type LevelScreen = LazyExoticComponent<ComponentType<LevelScreenProps>>;

/**
 * The bespoke level screens (1 to 5), each loaded only when opened. Later levels are data played
 * by the generic player; a level with neither says its screen is not ready and points to the student’s productions.
 */
export const LEVEL_SCREENS: Partial<Record<number, LevelScreen>> = {
  1: lazy(() => import('./level1/level1-screen')),
  2: lazy(() => import('./level2/level2-screen')),
  3: lazy(() => import('./level3/level3-screen')),
  4: lazy(() => import('./level4/level4-screen')),
  5: lazy(() => import('./level5/level5-screen')),
};

const levelPlayer = lazy(() => import('./player/level-player-screen'));

const PLAYER_MODULE = 'src/features/levels/player/level-player-screen.tsx';

/**
 * The source file of a level's screen, as Vite's manifest names it (the imports above): the
 * server announces its chunk with the page's, rather than after the page has drawn.
 */
export function levelScreenModule(level: number): string | undefined {
  if (LEVEL_SCREENS[level]) return `src/features/levels/level${level}/level${level}-screen.tsx`;
  return levelDefinition(level)?.screen === 'player' ? PLAYER_MODULE : undefined;
}

/** A bespoke screen, else the generic player for a level written as data, else nothing yet. */
export function levelScreen(level: number): LevelScreen | undefined {
  const definition = levelDefinition(level);
  return LEVEL_SCREENS[level] ?? (definition?.screen === 'player' ? levelPlayer : undefined);
}
