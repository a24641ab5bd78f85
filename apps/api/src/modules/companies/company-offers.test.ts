import { FEATURE_GATES } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atLevel,
  createTestUser,
  storePassedStep,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { type AccountsTestApp, buildAccountsTestApp } from '../auth/auth.test-support';
import { todayInFrance } from '../calendar/key-dates.service';
import { anOffer, createTestCompany } from './companies.test-support';

describe(`offres des entreprises : validation, recherche, candidatures (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  let companyA: TestUser;
  let companyB: TestUser;
  let staff: TestUser;
  let lea: TestUser;
  let sam: TestUser;
  let today: string;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    today = todayInFrance(t.app.clock.now());
    companyA = await createTestCompany(t, 'Atelier Pixel');
    companyB = await createTestCompany(t, 'Garage Martin');
    staff = await createTestUser(t, { isStaff: true });
    lea = await atLevel(t, await createTestUser(t, { firstName: 'Léa' }), FEATURE_GATES.emplois);
    sam = await atLevel(t, await createTestUser(t, { firstName: 'Sam' }), FEATURE_GATES.emplois);
  });
  afterAll(() => t.close());

  const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const search = async (who: TestUser, q: string) =>
    (await call(who, 'GET', `/api/catalog/metiers/search?q=${encodeURIComponent(q)}`)).json().items as {
      id: string;
      declic: boolean;
      entreprise: string;
      type_contrat_libelle: string;
    }[];
  const post = async (who: TestUser, overrides: Record<string, unknown> = {}) => {
    const response = await call(who, 'POST', '/api/company/offers', anOffer(today, overrides));
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; status: string };
  };
  const approve = (id: number) =>
    call(staff, 'POST', `/api/admin/company-offers/${id}/decision`, { decision: 'approve', reason: '' });
  const auditActions = async () =>
    (await t.database.query<{ action: string }>('SELECT action FROM staff_audit ORDER BY id')).map(
      (row) => row.action,
    );

  it('des dates impossibles : 400 avec la raison en français', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ endsOn: null }, 'Indiquez la date de fin'],
      [{ startsOn: '2020-01-01', endsOn: '2020-01-10' }, 'déjà passée'],
      [{ kind: 'job-ete', startsOn: `${Number(today.slice(0, 4)) + 1}-01-05`, endsOn: null }, 'date de fin'],
      [{ hoursPerWeek: 60 }, '48'],
      [{ kind: 'freelance' }, 'Choisissez le type'],
    ];
    for (const [change, message] of cases) {
      const response = await call(companyA, 'POST', '/api/company/offers', anOffer(today, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('une offre attend l’équipe : absente de la recherche, puis publiée avec son badge', async () => {
    const offer = await post(companyA, { title: 'Stage en sérigraphie artisanale' });
    expect(offer.status).toBe('en_attente');
    expect(await search(lea, 'sérigraphie')).toEqual([]);

    const pending = (await call(staff, 'GET', '/api/admin/company-offers')).json().offers as { id: number }[];
    expect(pending.map((item) => item.id)).toContain(offer.id);
    const approved = await approve(offer.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('publiee');
    expect((await approve(offer.id)).statusCode).toBe(409);

    const found = await search(lea, 'sérigraphie');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: `declic-${offer.id}`, declic: true, type_contrat_libelle: 'Stage' });
    expect(found[0]!.entreprise).toMatch(/^Atelier Pixel/);
    expect((await auditActions()).filter((action) => action === 'offre_entreprise_publiee')).toHaveLength(1);
  });

  it('un refus est motivé, écrit au journal et envoyé à l’entreprise', async () => {
    const offer = await post(companyA, { title: 'Stage de retouche photo' });
    const silent = await call(staff, 'POST', `/api/admin/company-offers/${offer.id}/decision`, {
      decision: 'refuse',
    });
    expect(silent.statusCode).toBe(400);
    const refused = await call(staff, 'POST', `/api/admin/company-offers/${offer.id}/decision`, {
      decision: 'refuse',
      reason: 'Précisez les horaires et le tuteur.',
    });
    expect(refused.json()).toMatchObject({
      status: 'refusee',
      refusalReason: 'Précisez les horaires et le tuteur.',
    });
    const mail = (await t.outbox()).find((message) => message.to === companyA.email);
    expect(mail?.text).toContain('Précisez les horaires et le tuteur.');
    expect(await auditActions()).toContain('offre_entreprise_refusee');
  });

  it('chaque compte à sa place : élèves, autres entreprises et équipe', async () => {
    const offer = await post(companyA);
    await approve(offer.id);
    // a student on company routes, a company on staff and student routes
    expect((await call(lea, 'GET', '/api/company/offers')).statusCode).toBe(403);
    expect((await call(lea, 'POST', '/api/company/offers', anOffer(today))).statusCode).toBe(403);
    expect((await call(lea, 'GET', '/api/admin/company-offers')).statusCode).toBe(403);
    expect((await call(companyA, 'GET', '/api/admin/company-offers')).statusCode).toBe(403);
    expect(
      (
        await call(companyA, 'POST', `/api/admin/company-offers/${offer.id}/decision`, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(lea, 'PUT', `/api/admin/companies/${companyA.id}/suspension`, {
          suspended: true,
          reason: 'test',
        })
      ).statusCode,
    ).toBe(403);
    // company B on company A's posting
    expect((await call(companyB, 'PUT', `/api/company/offers/${offer.id}`, anOffer(today))).statusCode).toBe(
      403,
    );
    expect((await call(companyB, 'POST', `/api/company/offers/${offer.id}/close`)).statusCode).toBe(403);
    expect((await call(companyB, 'GET', `/api/company/offers/${offer.id}/applications`)).statusCode).toBe(
      403,
    );
    expect((await call(companyB, 'GET', '/api/company/offers/999999/applications')).statusCode).toBe(404);
    // Beyond PostgreSQL's integer: a clear 400, never the database's error.
    expect((await call(companyB, 'POST', '/api/company/offers/99999999999/close')).statusCode).toBe(400);
    expect(
      (
        await call(lea, 'POST', '/api/offres/declic-99999999999/candidature', {
          message: 'Bonjour, je suis intéressée.',
        })
      ).statusCode,
    ).toBe(400);
    // a company cannot apply
    const byCompany = await call(companyB, 'POST', `/api/offres/declic-${offer.id}/candidature`, {
      message: 'Bonjour, je voudrais postuler à votre offre.',
    });
    expect(byCompany.statusCode).toBe(403);
    // an offer of the France Travail catalogue is not applied to through Déclic
    const external = await call(lea, 'POST', '/api/offres/123ABC/candidature', {
      message: 'Bonjour, je suis intéressée.',
    });
    expect(external.statusCode).toBe(400);
  });

  it('Léa postule avec son CV et une lettre ; l’entreprise ne voit que cela, puis répond', async () => {
    const offer = await post(companyA, { title: 'Stage en atelier de reliure' });
    await approve(offer.id);
    const [letter] = await t.database.query<{ id: string }>(
      `INSERT INTO letters (user_id, target_type, target, style, content)
       VALUES ($1, 'metier', 'Relieur', 'sobre', 'Madame, Monsieur, je relie des carnets depuis deux ans…') RETURNING id`,
      [lea.id],
    );
    const applyAs = (who: TestUser, body: object) =>
      call(who, 'POST', `/api/offres/declic-${offer.id}/candidature`, body);
    const message =
      'Bonjour, la reliure me passionne depuis le collège. Je serais ravie de découvrir votre atelier.';

    expect((await applyAs(lea, { message, includeCv: true })).json().code).toBe('cv_absent');
    await storePassedStep(t, lea, 15, 'cv', {
      sections: {
        identite: 'Léa Martin, lea@example.fr',
        titre: 'Élève de première, curieuse des métiers d’art',
      },
    });
    // Sam cannot attach Léa's letter
    expect((await applyAs(sam, { message, letterId: letter!.id })).statusCode).toBe(404);

    const applied = await applyAs(lea, { message, includeCv: true, letterId: letter!.id, shareEmail: false });
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({
      status: 'envoyee',
      offer: { id: `declic-${offer.id}`, open: true },
    });
    expect((await applyAs(lea, { message })).statusCode).toBe(409);
    expect(
      (await t.outbox()).some((mail) => mail.to === companyA.email && mail.subject.includes('reliure')),
    ).toBe(true);

    const received = (await call(companyA, 'GET', `/api/company/offers/${offer.id}/applications`)).json()
      .applications as Record<string, unknown>[];
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      firstName: 'Léa',
      message,
      email: null,
      letter: 'Madame, Monsieur, je relie des carnets depuis deux ans…',
      cv: [
        { label: 'Prénom, nom et contact', text: 'Léa Martin, lea@example.fr' },
        { label: 'Titre', text: 'Élève de première, curieuse des métiers d’art' },
      ],
    });
    expect(JSON.stringify(received)).not.toContain(lea.email);
    const listed = (await call(companyA, 'GET', '/api/company/offers')).json().offers as {
      id: number;
      applications: number;
    }[];
    expect(listed.find((item) => item.id === offer.id)?.applications).toBe(1);

    const id = received[0]!.id as string;
    expect(
      (await call(companyB, 'PATCH', `/api/company/applications/${id}`, { status: 'acceptee' })).statusCode,
    ).toBe(403);
    expect(
      (await call(lea, 'PATCH', `/api/company/applications/${id}`, { status: 'acceptee' })).statusCode,
    ).toBe(403);
    const answered = await call(companyA, 'PATCH', `/api/company/applications/${id}`, {
      status: 'acceptee',
      message: 'Venez nous voir mardi à 14 h.',
    });
    expect(answered.json()).toMatchObject({
      status: 'acceptee',
      companyMessage: 'Venez nous voir mardi à 14 h.',
    });

    const mine = (await call(lea, 'GET', '/api/me/candidatures')).json().applications;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'acceptee', companyMessage: 'Venez nous voir mardi à 14 h.' });
    expect((await call(sam, 'GET', '/api/me/candidatures')).json().applications).toEqual([]);
    expect((await t.outbox()).some((mail) => mail.to === lea.email && mail.subject.includes('a bougé'))).toBe(
      true,
    );
  });

  it('fermer ou modifier une offre la retire de la recherche ; plus de candidature sur une offre fermée', async () => {
    const offer = await post(companyA, { title: 'Stage en typographie au plomb' });
    await approve(offer.id);
    expect(await search(lea, 'typographie plomb')).toHaveLength(1);
    const edited = await call(
      companyA,
      'PUT',
      `/api/company/offers/${offer.id}`,
      anOffer(today, { title: 'Stage en typographie au plomb et offset' }),
    );
    expect(edited.json().status).toBe('en_attente');
    expect(await search(lea, 'typographie plomb')).toEqual([]);
    await approve(offer.id);
    const closed = await call(companyA, 'POST', `/api/company/offers/${offer.id}/close`);
    expect(closed.json().status).toBe('fermee');
    expect(await search(lea, 'typographie plomb')).toEqual([]);
    const late = await call(lea, 'POST', `/api/offres/declic-${offer.id}/candidature`, {
      message: 'Bonjour, je suis très intéressée par votre atelier.',
    });
    expect(late.statusCode).toBe(409);
  });

  it('une entreprise suspendue disparaît aussitôt de la recherche, et revient quand la suspension est levée', async () => {
    const offer = await post(companyB, {
      title: 'Apprenti mécanicien poids lourds',
      kind: 'alternance',
      endsOn: null,
    });
    await approve(offer.id);
    expect(await search(sam, 'mécanicien poids lourds')).toHaveLength(1);
    const suspend = await call(staff, 'PUT', `/api/admin/companies/${companyB.id}/suspension`, {
      suspended: true,
      reason: 'Signalée par deux élèves',
    });
    expect(suspend.json()).toMatchObject({ suspended: true });
    expect(await search(sam, 'mécanicien poids lourds')).toEqual([]);
    expect((await call(companyB, 'POST', '/api/company/offers', anOffer(today))).json().code).toBe(
      'entreprise_suspendue',
    );
    await call(staff, 'PUT', `/api/admin/companies/${companyB.id}/suspension`, {
      suspended: false,
      reason: 'Vérifiée',
    });
    expect(await search(sam, 'mécanicien poids lourds')).toHaveLength(1);
    const actions = await auditActions();
    expect(actions).toContain('entreprise_suspendue');
    expect(actions).toContain('entreprise_retablie');
  });

  it('un compte entreprise effacé emporte ses offres hors du catalogue, quel que soit le chemin', async () => {
    const leaving = await createTestCompany(t, 'Fermeture définitive');
    const offer = await post(leaving, { title: 'Stage en menuiserie de marine' });
    await approve(offer.id);
    expect(await search(lea, 'menuiserie marine')).toHaveLength(1);
    const erased = await call(staff, 'POST', `/api/admin/users/${leaving.id}/delete`, {
      reason: 'Entreprise fermée, demande du gérant',
    });
    expect(erased.statusCode).toBe(204);
    expect(await search(lea, 'menuiserie marine')).toEqual([]);
  });
});
