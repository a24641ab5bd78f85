import { describe, expect, it } from 'vitest';
import { heavyDays, type WeekSlot, weekPlanProblems, weekTotals } from './week-plan';

const slot = (
  day: WeekSlot['day'],
  start: string,
  end: string,
  kind: WeekSlot['kind'],
  label?: string,
): WeekSlot => ({
  id: `${day}-${start}`,
  day,
  start,
  end,
  kind,
  label: label ?? kind,
});

const WEEK = [
  slot('lundi', '08:00', '12:00', 'cours'),
  slot('lundi', '13:30', '17:30', 'cours'),
  slot('lundi', '18:00', '19:00', 'devoirs'),
  slot('mercredi', '14:00', '16:00', 'sport', 'Foot'),
  slot('samedi', '10:00', '14:00', 'job', 'Boulangerie'),
];

describe('semaine type du niveau 47', () => {
  it('compte les heures par type de créneau', () => {
    expect(weekTotals(WEEK)).toEqual({ cours: 8, devoirs: 1, job: 4, sport: 2, loisirs: 0, repos: 0 });
  });

  it('une semaine avec cours, devoirs et du temps pour soi passe', () => {
    expect(weekPlanProblems({ minSlots: 5 }, { slots: WEEK })).toEqual([]);
  });

  it('refuse les chevauchements, une fin avant le début, et une semaine sans temps pour soi', () => {
    const problems = weekPlanProblems(
      { minSlots: 5 },
      {
        slots: [
          slot('lundi', '08:00', '12:00', 'cours', 'Maths'),
          slot('lundi', '11:00', '13:00', 'devoirs', 'Exposé'),
          slot('mardi', '18:00', '17:00', 'job', 'Baby-sitting'),
        ],
      },
    ).map((problem) => problem.message);
    expect(problems).toEqual([
      'Remplis ta semaine : 5 créneaux au moins (tu en as 3).',
      'Mardi, « Baby-sitting » : la fin doit suivre le début.',
      'Lundi : « Maths » et « Exposé » se chevauchent.',
      'Garde du temps pour toi : du sport, des loisirs ou du repos.',
    ]);
  });

  it('au niveau 45, la semaine doit contenir le job', () => {
    const withoutJob = WEEK.filter((one) => one.kind !== 'job');
    expect(
      weekPlanProblems({ minSlots: 4, withJob: true }, { slots: withoutJob }).map((p) => p.message),
    ).toEqual(['Place ton job dans la semaine, aux heures où tu le ferais.']);
    expect(weekPlanProblems({ minSlots: 4, withJob: true }, { slots: WEEK })).toEqual([]);
  });

  it('signale une journée de plus de dix heures de cours, de devoirs et de job', () => {
    const heavy = [...WEEK, slot('lundi', '19:00', '22:30', 'job', 'Restaurant')];
    expect(heavyDays(heavy)).toEqual(['lundi']);
    expect(heavyDays(WEEK)).toEqual([]);
  });
});
