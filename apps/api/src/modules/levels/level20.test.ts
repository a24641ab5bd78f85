import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  buildTestApp,
  createTestUser,
  storePassedStep,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { todayInFrance } from '../calendar/key-dates.service';
import { aFormation } from '../catalog/catalog-test-data';

/** An ISO date `days` after today in France. */
function inDays(days: number): string {
  const day = new Date(`${todayInFrance()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const keyDate = (startsOn: string, extra: Record<string, unknown> = {}) => ({
  session: '2027',
  label: 'Parcoursup : dernier jour pour formuler ses vœux',
  startsOn,
  sourceLabel: 'Parcoursup, calendrier de la session 2027',
  sourceUrl: 'https://www.parcoursup.gouv.fr/',
  reason: 'Calendrier officiel publié',
  ...extra,
});

describe(`niveau 20 : dates clés de l’équipe et calendrier de l’élève (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await createTestUser(t, { isStaff: true });
  });
  afterAll(() => t.close());

  const student = async (level = 20) => atLevel(t, await createTestUser(t, { firstName: 'Inès' }), level);
  const putKeyDate = (who: TestUser, id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/key-dates/${id}`, headers: who.headers, payload: body });
  const saveCalendar = (who: TestUser, dates: unknown[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/levels/20/steps/calendrier',
      headers: who.headers,
      payload: { answer: { dates } },
    });

  it('l’équipe saisit une date clé avec sa source et sa raison ; l’élève voit les dates à venir seulement', async () => {
    const saved = await putKeyDate(staff, 'parcoursup-2027-fin-voeux', keyDate(inDays(40)));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: 'parcoursup-2027-fin-voeux',
      session: '2027',
      startsOn: inDays(40),
      endsOn: null,
      source: { label: 'Parcoursup, calendrier de la session 2027', url: 'https://www.parcoursup.gouv.fr/' },
    });
    await putKeyDate(staff, 'parcoursup-2026-fin-voeux', keyDate(inDays(-300), { session: '2026' }));
    const [audit] = await t.database.query<{ action: string; reason: string; staff_id: string }>(
      `SELECT action, reason, staff_id FROM staff_audit WHERE details->>'id' = 'parcoursup-2027-fin-voeux'`,
    );
    expect(audit).toEqual({ action: 'date_cle', reason: 'Calendrier officiel publié', staff_id: staff.id });

    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/levels/calendar/key-dates',
      headers: (await student()).headers,
    });
    expect(seen.json().keyDates.map((d: { id: string }) => d.id)).toEqual(['parcoursup-2027-fin-voeux']);
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/key-dates', headers: staff.headers });
    expect(all.json().keyDates).toHaveLength(2);
  });

  it('refuse en français une date clé mal faite, et tout écrit d’un élève', async () => {
    const reversed = await putKeyDate(staff, 'a-l-envers', keyDate(inDays(10), { endsOn: inDays(5) }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('La fin ne peut pas précéder le début.');
    const noReason = await putKeyDate(staff, 'sans-raison', keyDate(inDays(10), { reason: '' }));
    expect(noReason.statusCode).toBe(400);
    const byStudent = await putKeyDate(await student(), 'eleve', keyDate(inDays(10)));
    expect(byStudent.statusCode).toBe(403);
    const early = await t.app.inject({
      method: 'GET',
      url: '/api/levels/calendar/key-dates',
      headers: (await student(19)).headers,
    });
    expect(early.statusCode).toBe(403);
  });

  it('valide un calendrier à venir avec une journée portes ouvertes, et prévient une semaine avant', async () => {
    const user = await student();
    const openDay = {
      id: 'jpo-1',
      kind: 'portes-ouvertes',
      label: 'JPO de l’IUT de Lannion',
      date: inDays(30),
    };
    const past = await saveCalendar(user, [
      openDay,
      { id: 'rdv-1', kind: 'rendez-vous', label: 'Rendez-vous', date: inDays(-1) },
    ]);
    expect(past.statusCode).toBe(200);
    expect(past.json().problems).toEqual([
      {
        field: 'rdv-1',
        message: '«\u202fRendez-vous\u202f» est déjà passé\u202f: choisis une date à venir.',
      },
    ]);
    const meeting = {
      id: 'rdv-1',
      kind: 'rendez-vous',
      label: 'Rendez-vous avec Mme Caron',
      date: inDays(3),
    };
    const ok = await saveCalendar(user, [openDay, meeting]);
    expect(ok.json()).toEqual({ passed: true, problems: [] });
    const productions = (
      await t.app.inject({ method: 'GET', url: '/api/levels/productions', headers: user.headers })
    ).json();
    expect(productions.reminders.map((r: { key: string }) => r.key)).toEqual([
      'jpo-1',
      'rdv-1',
      'parcoursup-2027-fin-voeux',
    ]);
    expect(productions.productions.at(-1)).toMatchObject({ level: 20, summary: '2 dates à toi' });
  });

  it('propose les dates du parcours : le rendez-vous du niveau 9, sa relance, les formations gardées', async () => {
    const user = await student();
    await storePassedStep(t, user, 9, 'contact', {
      fields: { qui: 'Mme Caron, infirmière du lycée', canal: 'mail' },
    });
    await storePassedStep(t, user, 9, 'envoi', { done: ['relu', 'envoye'] });
    await aFormation(t, 'BUT Informatique', { etab_nom: 'IUT de Lannion', commune: 'Lannion' });
    const [formation] = await t.database.query<{ id: string }>(
      "SELECT id::text AS id FROM catalog_formations WHERE etab_nom = 'IUT de Lannion'",
    );
    await t.database.query(
      "INSERT INTO catalog_saved_items (user_id, item_type, item_id) VALUES ($1, 'formation', $2)",
      [user.id, formation?.id],
    );
    const response = await t.app.inject({ url: '/api/levels/calendar/ideas', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().ideas).toEqual([
      {
        key: 'rdv-niveau-9',
        kind: 'rendez-vous',
        label: 'Rendez-vous avec Mme Caron',
        date: null,
        place: '',
      },
      { key: 'relance-niveau-9', kind: 'autre', label: 'Relancer Mme Caron', date: inDays(10), place: '' },
      {
        key: `jpo-${formation?.id}`,
        kind: 'portes-ouvertes',
        label: 'Portes ouvertes\u202F: BUT Informatique — IUT de Lannion',
        date: null,
        place: 'Lannion',
      },
    ]);
    const other = await student();
    expect(
      (await t.app.inject({ url: '/api/levels/calendar/ideas', headers: other.headers })).json().ideas,
    ).toEqual([]);
  });

  it('l’équipe retire une date (journal), une date inconnue répond 404', async () => {
    await putKeyDate(staff, 'a-retirer', keyDate(inDays(20)));
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/key-dates/a-retirer/delete',
      headers: staff.headers,
      payload: { reason: 'Doublon' },
    });
    expect(removed.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/key-dates/a-retirer/delete',
      headers: staff.headers,
      payload: { reason: 'Doublon' },
    });
    expect(again.statusCode).toBe(404);
    const [audit] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM staff_audit WHERE action = 'date_cle_supprimee' AND details->>'id' = 'a-retirer'`,
    );
    expect(audit?.n).toBe(1);
  });
});
