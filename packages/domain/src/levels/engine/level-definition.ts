import { typographieFr } from '../../format/typography';
import type { LevelStep } from './steps';

/**
 * Where the proof that a level was played lives. The engine's levels store their steps; the
 * bespoke screens of levels 1, 4 and 5 already store their own data.
 */
export type LevelEvidence = 'steps' | 'extra_info' | 'personality_analysis' | 'english_test';

/** One level as data: the player renders it, the server checks its answers and its evidence. */
export interface LevelDefinition {
  level: number;
  /** What the guide says before the first step. */
  intro: string[];
  steps: LevelStep[];
  /** The success dialog's text. */
  success: string;
  evidence: LevelEvidence;
  /** Played in the generic player, or in a bespoke screen (levels 1 to 5). */
  screen: 'player' | 'bespoke';
}

// Keys holding identifiers or matching words, never shown as prose.
const CODE_KEYS = new Set([
  'id',
  'kind',
  'dimension',
  'catalogue',
  'suggest',
  'prefill',
  'evidence',
  'screen',
  'anyOf',
]);

function withFrenchSpacing<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (CODE_KEYS.has(key) ? value : typographieFr(value)) as T;
  if (Array.isArray(value)) return value.map((item) => withFrenchSpacing(item, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withFrenchSpacing(item, name)]),
    ) as T;
  }
  return value;
}

/**
 * Checks that step ids are unique and applies French spacing (narrow no-break space before
 * « : ; ! ? ») to every text of the level, so content files can be typed with plain spaces.
 */
export function defineLevel(definition: LevelDefinition): LevelDefinition {
  const ids = definition.steps.map((step) => step.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`Niveau ${definition.level} : étape « ${duplicate} » en double.`);
  return withFrenchSpacing(definition);
}
