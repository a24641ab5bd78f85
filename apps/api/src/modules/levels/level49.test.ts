import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  saveStepAs,
  type TestApp,
  testDatabaseKind,
} from '../../../test/helper';
import { todayInFrance } from '../calendar/key-dates.service';

/** The month `months` after this one, as YYYY-MM (the server's day in France). */
function inMonths(months: number): string {
  const [year, month] = todayInFrance().split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

const goal = (horizon: string, month: string) => ({
  horizon,
  goal: 'Entrer en BTS Électrotechnique en alternance près de chez moi.',
  milestones: [{ id: `${horizon}-1`, label: `Étape ${horizon}`, month }],
});

describe(`niveau 49 : la feuille de route et ses rappels (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('trois horizons avec leurs étapes passent, et chaque étape devient un rappel', async () => {
    const student = await atLevel(t, await createTestUser(t), 49);
    const goals = [goal('an-1', inMonths(2)), goal('an-2', inMonths(18)), goal('an-3', inMonths(30))];
    const saved = await saveStepAs(t, student, 49, 'feuille-de-route', { goals });
    expect(saved.json()).toMatchObject({ passed: true, problems: [] });
    const productions = await t.app.inject({ url: '/api/levels/productions', headers: student.headers });
    const reminders = productions
      .json()
      .reminders.filter((reminder: { level: number }) => reminder.level === 49);
    expect(reminders.map((reminder: { due: string }) => reminder.due)).toEqual([
      `${inMonths(2)}-01T08:00:00Z`,
      `${inMonths(18)}-01T08:00:00Z`,
      `${inMonths(30)}-01T08:00:00Z`,
    ]);
    expect(reminders[0].message).toMatch(/^Ta feuille de route\u202f: Étape an-1 \(/);
  });

  it('une étape déjà passée ou hors de son horizon est à revoir ; un mois mal écrit est refusé', async () => {
    const student = await atLevel(t, await createTestUser(t), 49);
    const late = await saveStepAs(t, student, 49, 'feuille-de-route', {
      goals: [goal('an-1', inMonths(-1)), goal('an-2', inMonths(30)), goal('an-3', inMonths(30))],
    });
    expect(late.json().passed).toBe(false);
    expect(late.json().problems.map((problem: { field: string }) => problem.field)).toEqual(['an-1', 'an-2']);
    const malformed = await saveStepAs(t, student, 49, 'feuille-de-route', {
      goals: [goal('an-1', '03/2027')],
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Un mois s’écrit AAAA-MM');
  });
});
