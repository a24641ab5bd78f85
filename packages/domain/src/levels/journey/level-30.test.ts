import { describe, expect, it } from 'vitest';
import type { FocusStep } from '../engine/steps';
import { FOCUS_THEMES, suggestedLevels } from '../focus/focus-themes';
import { LEVEL_30 } from './level-30';
import { check, stepOf } from './level-test-support';

const focus = stepOf<FocusStep>(LEVEL_30, 'bilan');

describe('niveau 30 : le bilan de mi-parcours', () => {
  it('chaque niveau de 31 à 48 appartient à un seul thème', () => {
    const levels = FOCUS_THEMES.flatMap((theme) => [...theme.levels]).sort((a, b) => a - b);
    expect(levels).toEqual(Array.from({ length: 18 }, (_, index) => 31 + index));
  });

  it('les niveaux des thèmes choisis passent en premier, le reste suit dans l’ordre, la fin reste la fin', () => {
    const order = suggestedLevels(['financer', 'reseau'], 30).map((item) => item.level);
    expect(order.slice(0, 6)).toEqual([35, 36, 37, 47, 33, 34]);
    expect(order.slice(6, 9)).toEqual([31, 32, 38]);
    expect(order.slice(-2)).toEqual([49, 50]);
    expect(order).toHaveLength(20);
    expect(suggestedLevels([], 36).map((item) => item.level)[0]).toBe(37);
    expect(suggestedLevels(['financer'], 30)[0]).toMatchObject({ theme: 'Financer et organiser mes études' });
  });

  it('demande un ou deux thèmes, et pourquoi', () => {
    expect(check(focus, { focus: [], why: '' }).problems.map((problem) => problem.field)).toEqual([
      'focus',
      'why',
    ]);
    expect(check(focus, { focus: ['financer', 'reseau', 'ouverture'], why: 'x'.repeat(40) }).passed).toBe(
      false,
    );
    const done = check(focus, { focus: ['alternance'], why: 'Je veux un BTS en alternance pour être payé.' });
    expect(done).toMatchObject({ passed: true, result: { kind: 'focus' } });
  });
});
