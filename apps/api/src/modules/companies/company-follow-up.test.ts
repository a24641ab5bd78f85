import { FEATURE_GATES } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atLevel, createTestUser, type TestUser, testDatabaseKind } from '../../../test/helper';
import { DAY_MS } from '../../kernel/clock';
import { type AccountsTestApp, buildAccountsTestApp } from '../auth/auth.test-support';
import { todayInFrance } from '../calendar/key-dates.service';
import { remindSilentApplications } from './application-follow-up';
import { anOffer, createTestCompany } from './companies.test-support';

describe(`entreprises : relance après 7 jours, signalements (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  let company: TestUser;
  let staff: TestUser;
  let student: TestUser;
  let offerId: number;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    company = await createTestCompany(t, 'Boulangerie du Port');
    staff = await createTestUser(t, { isStaff: true });
    student = await atLevel(t, await createTestUser(t, { firstName: 'Zoé' }), FEATURE_GATES.emplois);
    const created = await call(
      company,
      'POST',
      '/api/company/offers',
      anOffer(todayInFrance(t.app.clock.now()), {
        title: 'Job d’été en boulangerie',
      }),
    );
    offerId = created.json().id;
    await call(staff, 'POST', `/api/admin/company-offers/${offerId}/decision`, {
      decision: 'approve',
      reason: '',
    });
  });
  afterAll(() => t.close());

  function call(who: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  }
  const deps = () => ({ database: t.database, mailer: t.app.mailer, publicUrl: 'http://declic.test' });
  const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email);

  it('sans réponse depuis 7 jours, l’entreprise et l’élève sont relancés une fois par semaine de silence', async () => {
    const applied = await call(student, 'POST', `/api/offres/declic-${offerId}/candidature`, {
      message: 'Bonjour, je me lève tôt et j’aime le contact avec les clients.',
    });
    expect(applied.statusCode).toBe(201);
    const now = Date.now();
    expect(await remindSilentApplications(deps(), new Date(now + 6 * DAY_MS))).toBe(0);
    expect(await remindSilentApplications(deps(), new Date(now + 8 * DAY_MS))).toBe(1);
    expect(await remindSilentApplications(deps(), new Date(now + 9 * DAY_MS))).toBe(0);
    expect((await mailsTo(company.email)).at(-1)?.subject).toBe('Une candidature attend votre réponse');
    expect((await mailsTo(student.email)).at(-1)?.text).toContain('Job d’été en boulangerie');
    expect(await remindSilentApplications(deps(), new Date(now + 16 * DAY_MS))).toBe(1);

    const [received] = (await call(company, 'GET', `/api/company/offers/${offerId}/applications`)).json()
      .applications;
    await call(company, 'PATCH', `/api/company/applications/${received.id}`, {
      status: 'refusee',
      message: '',
    });
    expect(await remindSilentApplications(deps(), new Date(now + 30 * DAY_MS))).toBe(0);
  });

  it('une élève signale l’entreprise ; l’équipe lit le signalement, le classe ou suspend l’entreprise', async () => {
    const tooShort = await call(student, 'POST', `/api/offres/declic-${offerId}/signalement`, {
      reason: 'bof',
    });
    expect(tooShort.statusCode).toBe(400);
    const byCompany = await call(company, 'POST', `/api/offres/declic-${offerId}/signalement`, {
      reason: 'Je signale mon concurrent.',
    });
    expect(byCompany.statusCode).toBe(403);
    const reported = await call(student, 'POST', `/api/offres/declic-${offerId}/signalement`, {
      reason: 'On m’a demandé mon numéro de téléphone dès le premier message.',
    });
    expect(reported.statusCode).toBe(201);
    await call(student, 'POST', `/api/offres/declic-${offerId}/signalement`, {
      reason: 'Et l’adresse proposée pour la rencontre est un appartement.',
    });

    expect((await call(student, 'GET', '/api/admin/company-reports')).statusCode).toBe(403);
    expect((await call(company, 'GET', '/api/admin/company-reports')).statusCode).toBe(403);
    const reports = (await call(staff, 'GET', '/api/admin/company-reports')).json().reports as {
      id: number;
      offerTitle: string;
      reason: string;
      company: { id: string; organisation: string };
    }[];
    // The second report of the same student adds to the first.
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ offerTitle: 'Job d’été en boulangerie', company: { id: company.id } });
    expect(reports[0]!.reason).toContain('premier message.\n\nEt l’adresse proposée');
    expect(JSON.stringify(reports)).not.toContain(student.email);

    const dismissed = await call(staff, 'POST', `/api/admin/company-reports/${reports[0]!.id}/close`, {
      reason: 'Demande de téléphone retirée après échange avec l’entreprise',
    });
    expect(dismissed.statusCode).toBe(204);
    expect(
      (await call(staff, 'POST', `/api/admin/company-reports/${reports[0]!.id}/close`, { reason: 'encore' }))
        .statusCode,
    ).toBe(404);

    await call(student, 'POST', `/api/offres/declic-${offerId}/signalement`, {
      reason: 'Toujours pas de réponse sur l’adresse de la rencontre.',
    });
    expect((await call(staff, 'GET', '/api/admin/company-reports')).json().reports).toHaveLength(1);
    await call(staff, 'PUT', `/api/admin/companies/${company.id}/suspension`, {
      suspended: true,
      reason: 'Rencontre proposée dans un appartement',
    });
    expect((await call(staff, 'GET', '/api/admin/company-reports')).json().reports).toEqual([]);
    const audit = await t.database.query<{ action: string }>(
      "SELECT action FROM staff_audit WHERE action IN ('signalement_entreprise_classe', 'entreprise_suspendue')",
    );
    expect(audit.map((row) => row.action).sort()).toEqual([
      'entreprise_suspendue',
      'signalement_entreprise_classe',
    ]);
  });
});
