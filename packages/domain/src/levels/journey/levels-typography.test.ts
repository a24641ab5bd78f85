import { describe, expect, it } from 'vitest';
import { definedLevels, levelDefinition } from './index';
import { prose } from './level-test-support';

describe('typographie française de chaque niveau du lecteur', () => {
  const levels = definedLevels()
    .map((level) => levelDefinition(level))
    .filter((definition) => definition?.screen === 'player');

  it.each(levels.map((definition) => [definition?.level, definition] as const))(
    'niveau %i',
    (_level, definition) => {
      for (const text of prose(definition)) {
        // Level 12's savoir-être are ROME's libellés, quoted as ROME writes them.
        if (definition?.level !== 12) expect(text).not.toContain("'");
        expect(text).not.toMatch(/[^\u202f][;!?]|[^\u202f]:(\s|$)/);
        expect(text).not.toMatch(/«(?!\u202f)|[^\u202f]»/);
      }
    },
  );
});
