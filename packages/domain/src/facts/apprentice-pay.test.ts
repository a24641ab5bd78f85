import { describe, expect, it } from 'vitest';
import { apprenticeAgeBand, apprenticeMonthlyPay } from './apprentice-pay';
import { WORK_FIGURES } from './work-figures';

const grid = WORK_FIGURES['apprenti-grille'].fact.value;

describe('salaire minimum d’un apprenti', () => {
  it('range l’âge dans les tranches du Code du travail', () => {
    expect([15, 17, 18, 20, 21, 25, 26, 29].map(apprenticeAgeBand)).toEqual([
      'moins18',
      'moins18',
      'de18a20',
      'de18a20',
      'de21a25',
      'de21a25',
      'des26',
      'des26',
    ]);
  });

  // Worked examples: the Smic of 1 January 2026 (1 823,03 €) and of 1 June 2026 (1 867,02 €).
  it('applique la grille au Smic mensuel, au centime', () => {
    expect(apprenticeMonthlyPay(17, 1, grid, 1823.03)).toEqual({
      band: 'moins18',
      percent: 27,
      monthlyGross: 492.22,
    });
    expect(apprenticeMonthlyPay(17, 1, grid, 1867.02).monthlyGross).toBe(504.1);
    expect(apprenticeMonthlyPay(19, 2, grid, 1867.02)).toMatchObject({ percent: 51, monthlyGross: 952.18 });
    expect(apprenticeMonthlyPay(22, 3, grid, 1867.02)).toMatchObject({ percent: 78, monthlyGross: 1456.28 });
    expect(apprenticeMonthlyPay(27, 1, grid, 1867.02)).toMatchObject({ percent: 100, monthlyGross: 1867.02 });
  });

  it('suit la grille donnée, pas une grille écrite en dur', () => {
    const changed = { ...grid, moins18: [30, 40, 50] as [number, number, number] };
    expect(apprenticeMonthlyPay(16, 2, changed, 2000).monthlyGross).toBe(800);
  });
});
