import { FEATURE_GATES } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atLevel, createTestUser, type TestUser, testDatabaseKind } from '../../../test/helper';
import { type AccountsTestApp, buildAccountsTestApp } from '../auth/auth.test-support';
import { todayInFrance } from '../calendar/key-dates.service';
import { anOffer, createTestCompany } from './companies.test-support';

const aMeeting = (today: string, overrides: Record<string, unknown> = {}) =>
  anOffer(today, {
    kind: 'rencontre',
    title: 'Rencontre avec une relieuse',
    endsOn: null,
    hoursPerWeek: null,
    meetingMode: 'sur_place',
    meetingTime: '14:30',
    places: 1,
    ...overrides,
  });

describe(`rencontres métier : proposées, validées, réservées place par place (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  let company: TestUser;
  let staff: TestUser;
  let gironde: TestUser;
  let rhone: TestUser;
  let today: string;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    today = todayInFrance(t.app.clock.now());
    company = await createTestCompany(t, 'Reliure Garonne');
    staff = await createTestUser(t, { isStaff: true });
    gironde = await atLevel(t, await createTestUser(t, { firstName: 'Inès' }), FEATURE_GATES.emplois);
    rhone = await atLevel(t, await createTestUser(t, { firstName: 'Tom' }), FEATURE_GATES.emplois);
    await t.database.query("UPDATE profiles SET department = '33 - Gironde' WHERE user_id = $1", [
      gironde.id,
    ]);
    await t.database.query("UPDATE profiles SET department = '69 - Rhône' WHERE user_id = $1", [rhone.id]);
  });
  afterAll(() => t.close());

  const call = (who: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const publish = async (overrides: Record<string, unknown> = {}) => {
    const created = await call(company, 'POST', '/api/company/offers', aMeeting(today, overrides));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    await call(staff, 'POST', `/api/admin/company-offers/${id}/decision`, {
      decision: 'approve',
      reason: '',
    });
    return id;
  };
  const meetingsOf = async (who: TestUser) =>
    (await call(who, 'GET', '/api/rencontres')).json().meetings as {
      id: string;
      title: string;
      placesLeft: number;
      myStatus: string | null;
    }[];
  const book = (who: TestUser, id: number) =>
    call(who, 'POST', `/api/offres/declic-${id}/candidature`, {
      message: 'Bonjour, j’aimerais beaucoup voir votre atelier et vous poser mes questions.',
    });

  it('une rencontre a un mode, une heure et des places, et rien d’un emploi', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ meetingMode: null }, 'en visio ou sur place'],
      [{ meetingTime: '25:00' }, 'HH:MM'],
      [{ places: 30 }, '10'],
      [{ endsOn: today }, 'pas de date de fin'],
      [{ kind: 'stage', endsOn: today }, 'ne concernent que les rencontres'],
    ];
    for (const [change, message] of cases) {
      const response = await call(company, 'POST', '/api/company/offers', aMeeting(today, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('validée, elle se montre aux élèves du département (et en visio à tous), jamais dans Emplois', async () => {
    const onSite = await publish({ title: 'Rencontre à l’atelier de dorure' });
    const video = await publish({ title: 'Rencontre en visio avec un doreur', meetingMode: 'visio' });
    const titles = async (who: TestUser) => (await meetingsOf(who)).map((meeting) => meeting.title);
    expect(await titles(gironde)).toEqual(
      expect.arrayContaining(['Rencontre à l’atelier de dorure', 'Rencontre en visio avec un doreur']),
    );
    expect(await titles(rhone)).toContain('Rencontre en visio avec un doreur');
    expect(await titles(rhone)).not.toContain('Rencontre à l’atelier de dorure');
    const search = await call(gironde, 'GET', '/api/catalog/metiers/search?q=dorure');
    expect(search.json().items).toEqual([]);
    expect(onSite).not.toBe(video);
  });

  it('une place : la première élève la prend, le suivant trouve la rencontre complète jusqu’au refus', async () => {
    const id = await publish({ title: 'Rencontre avec une restauratrice de livres', meetingMode: 'visio' });
    expect((await book(gironde, id)).statusCode).toBe(201);
    const mine = (await meetingsOf(gironde)).find((meeting) => meeting.id === `declic-${id}`);
    expect(mine).toMatchObject({ placesLeft: 0, myStatus: 'envoyee' });
    const full = await book(rhone, id);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('rencontre_complete');

    const [request] = (await call(company, 'GET', `/api/company/offers/${id}/applications`)).json()
      .applications;
    await call(company, 'PATCH', `/api/company/applications/${request.id}`, {
      status: 'refusee',
      message: 'Ce créneau ne tient plus, désolée.',
    });
    expect((await book(rhone, id)).statusCode).toBe(201);
  });

  it('le jour passé, plus de réservation', async () => {
    const id = await publish({ title: 'Rencontre d’hier' });
    await t.database.query('UPDATE company_offers SET starts_on = current_date - 2 WHERE id = $1', [id]);
    expect((await meetingsOf(gironde)).map((meeting) => meeting.id)).not.toContain(`declic-${id}`);
    expect((await book(gironde, id)).json().code).toBe('offre_fermee');
  });
});
