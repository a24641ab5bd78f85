import { describe, expect, it } from 'vitest';
import { levelFunnel } from './level-funnel';

describe('l’entonnoir des niveaux pour l’équipe', () => {
  it('compte ceux qui ont atteint chaque niveau et la part qui est allée plus loin', () => {
    expect(
      levelFunnel([
        { level: 1, students: 5 },
        { level: 2, students: 3 },
        { level: 4, students: 2 },
      ]),
    ).toEqual([
      { level: 1, here: 5, reached: 10, wentOn: 50 },
      { level: 2, here: 3, reached: 5, wentOn: 40 },
      { level: 3, here: 0, reached: 2, wentOn: 100 },
      { level: 4, here: 2, reached: 2, wentOn: 0 },
    ]);
    expect(levelFunnel([])).toEqual([]);
  });
});
