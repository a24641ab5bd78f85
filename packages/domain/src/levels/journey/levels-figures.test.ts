import { describe, expect, it } from 'vitest';
import { fillFigureTokens } from '../../facts/figure-tokens';
import { FIGURE_IDS, WORK_FIGURES } from '../../facts/work-figures';
import { definedLevels, levelDefinition } from './index';
import { prose } from './level-test-support';

const CODE_VALUES = Object.fromEntries(FIGURE_IDS.map((id) => [id, WORK_FIGURES[id].fact.value]));

describe('les chiffres cités par les niveaux sont des chiffres datés', () => {
  it.each(definedLevels().map((level) => [level]))('niveau %i : chaque jeton {…} a sa valeur', (level) => {
    for (const text of prose(levelDefinition(level))) {
      expect(fillFigureTokens(text, CODE_VALUES), text).not.toMatch(/\{[^}]*\}/);
    }
  });

  it('les niveaux 32 et 46 citent la gratification, les horaires des mineurs et le salaire d’apprenti', () => {
    const quoted = [32, 46].flatMap((level) => prose(levelDefinition(level))).join(' ');
    for (const token of ['{stage-gratification-horaire}', '{mineur-heures-jour}', '{apprenti:17:1}']) {
      expect(quoted).toContain(token);
    }
  });
});
