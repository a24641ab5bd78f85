import type { ApprenticePayGrid } from './work-figures';

export type ApprenticeAgeBand = keyof ApprenticePayGrid;

/** The grid's age band: under 18, 18 to 20, 21 to 25, 26 and over. */
export function apprenticeAgeBand(age: number): ApprenticeAgeBand {
  if (age < 18) return 'moins18';
  if (age < 21) return 'de18a20';
  if (age < 26) return 'de21a25';
  return 'des26';
}

export type ApprenticePay = {
  band: ApprenticeAgeBand;
  /** % of the Smic. */
  percent: number;
  /** Minimum gross pay per month for 35 hours a week, in euros, to the cent. */
  monthlyGross: number;
};

/**
 * The apprentice's legal minimum (labour code D6222-26): a share of the monthly Smic set by age
 * and year of contract. From 21, the branch's minimum applies when it is higher: we say so.
 */
export function apprenticeMonthlyPay(
  age: number,
  contractYear: 1 | 2 | 3,
  grid: ApprenticePayGrid,
  smicMonthlyGross: number,
): ApprenticePay {
  const band = apprenticeAgeBand(age);
  const percent = grid[band][contractYear - 1] as number;
  return { band, percent, monthlyGross: Math.round(smicMonthlyGross * percent) / 100 };
}
