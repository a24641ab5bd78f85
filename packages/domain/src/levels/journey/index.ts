import type { LevelDefinition } from '../engine/level-definition';
import { BESPOKE_LEVELS } from './bespoke-levels';
import { LEVEL_06 } from './level-06';
import { LEVEL_07 } from './level-07';
import { LEVEL_08 } from './level-08';
import { LEVEL_09 } from './level-09';
import { LEVEL_10 } from './level-10';
import { LEVEL_11 } from './level-11';
import { LEVEL_12 } from './level-12';
import { LEVEL_13 } from './level-13';
import { LEVEL_14 } from './level-14';
import { LEVEL_15 } from './level-15';
import { LEVEL_16 } from './level-16';
import { LEVEL_17 } from './level-17';
import { LEVEL_18 } from './level-18';
import { LEVEL_19 } from './level-19';
import { LEVEL_20 } from './level-20';
import { LEVEL_21 } from './level-21';
import { LEVEL_22 } from './level-22';
import { LEVEL_23 } from './level-23';
import { LEVEL_24 } from './level-24';
import { LEVEL_25 } from './level-25';
import { LEVEL_26 } from './level-26';
import { LEVEL_27 } from './level-27';
import { LEVEL_28 } from './level-28';
import { LEVEL_29 } from './level-29';
import { LEVEL_30 } from './level-30';
import { LEVEL_31 } from './level-31';
import { LEVEL_32 } from './level-32';
import { LEVEL_33 } from './level-33';
import { LEVEL_34 } from './level-34';
import { LEVEL_35 } from './level-35';
import { LEVEL_36 } from './level-36';
import { LEVEL_37 } from './level-37';
import { LEVEL_38 } from './level-38';
import { LEVEL_39 } from './level-39';
import { LEVEL_40 } from './level-40';
import { LEVEL_41 } from './level-41';
import { LEVEL_42 } from './level-42';
import { LEVEL_43 } from './level-43';
import { LEVEL_44 } from './level-44';
import { LEVEL_45 } from './level-45';
import { LEVEL_46 } from './level-46';
import { LEVEL_47 } from './level-47';
import { LEVEL_48 } from './level-48';
import { LEVEL_49 } from './level-49';
import { LEVEL_50 } from './level-50';

/** Every level with a definition; one import per level file. */
const DEFINITIONS: LevelDefinition[] = [
  ...BESPOKE_LEVELS,
  LEVEL_06,
  LEVEL_07,
  LEVEL_08,
  LEVEL_09,
  LEVEL_10,
  LEVEL_11,
  LEVEL_12,
  LEVEL_13,
  LEVEL_14,
  LEVEL_15,
  LEVEL_16,
  LEVEL_17,
  LEVEL_18,
  LEVEL_19,
  LEVEL_20,
  LEVEL_21,
  LEVEL_22,
  LEVEL_23,
  LEVEL_24,
  LEVEL_25,
  LEVEL_26,
  LEVEL_27,
  LEVEL_28,
  LEVEL_29,
  LEVEL_30,
  LEVEL_31,
  LEVEL_32,
  LEVEL_33,
  LEVEL_34,
  LEVEL_35,
  LEVEL_36,
  LEVEL_37,
  LEVEL_38,
  LEVEL_39,
  LEVEL_40,
  LEVEL_41,
  LEVEL_42,
  LEVEL_43,
  LEVEL_44,
  LEVEL_45,
  LEVEL_46,
  LEVEL_47,
  LEVEL_48,
  LEVEL_49,
  LEVEL_50,
];

const BY_LEVEL = new Map(DEFINITIONS.map((definition) => [definition.level, definition]));

/** The definition of a level, or undefined while it is still to be written. */
export function levelDefinition(level: number): LevelDefinition | undefined {
  return BY_LEVEL.get(level);
}

export function definedLevels(): number[] {
  return [...BY_LEVEL.keys()].sort((a, b) => a - b);
}
