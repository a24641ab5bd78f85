import { describe, expect, it } from 'vitest';
import { addDays, dayInFrance } from './france-day';

describe('jours en France', () => {
  it('un instant tombe sur le jour de Paris, pas sur celui de Greenwich', () => {
    expect(dayInFrance('2026-12-05T23:30:00Z')).toBe('2026-12-06');
    expect(dayInFrance('2026-07-05T21:59:00Z')).toBe('2026-07-05');
    expect(dayInFrance('2026-07-05T22:00:00Z')).toBe('2026-07-06');
  });

  it('ajoute des jours de calendrier, changement d’heure et de mois compris', () => {
    expect(addDays('2026-10-20', 10)).toBe('2026-10-30');
    expect(addDays('2026-10-25', 10)).toBe('2026-11-04');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
