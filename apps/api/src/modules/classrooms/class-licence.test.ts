import { dayInFrance, formatDate } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeServer, startFakeStripeServer } from '../../../test/fake-stripe-server';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { sendEvent, sessionIdOf, stripeEvent } from '../payments/payments-test-support';
import { createTestTeacher } from '../teachers/teachers.test-support';
import { joinAs } from './classrooms.test-support';

/** The school year running today (Paris): a class of this year can still be paid. */
function currentSchoolYear(): string {
  const [year, month] = dayInFrance(new Date()).split('-').map(Number) as [number, number];
  return month >= 9 ? `${year}-${year + 1}` : `${year - 1}-${year}`;
}
const SCHOOL_YEAR = currentSchoolYear();
const END_YEAR = SCHOOL_YEAR.slice(5);

describe(`licence de classe (${testDatabaseKind})`, () => {
  let stripe: FakeStripeServer;
  let t: TestApp;
  let staff: TestUser;
  let teacher: TestUser;
  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    t = await buildTestApp({ ...stripe.env, PUBLIC_URL: 'https://declic.example' });
    staff = await createTestUser(t, { isStaff: true });
    teacher = await createTestTeacher(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const setPrice = (who: TestUser, body: object) => call('PUT', '/admin/class-licence-price', who, body);

  async function aClass(owner = teacher, students = 0) {
    const classroom = (
      await call('POST', '/classrooms', owner, {
        name: 'Terminale 4',
        grade: 'terminale',
        schoolYear: SCHOOL_YEAR,
      })
    ).json() as { id: string; joinCode: string };
    const members: Array<TestUser & { membershipId: string }> = [];
    for (let index = 0; index < students; index += 1) {
      const student = await createTestUser(t);
      // At level 11 without paying: the paid level is theirs only through a licence.
      await setTestLevel(t.database, student.id, 11, { paid: false });
      members.push({ ...student, membershipId: await joinAs(t, student, classroom.joinCode) });
    }
    return { ...classroom, members };
  }
  const openLevel11 = (student: TestUser) => call('GET', '/levels/11/steps', student);

  /** The teacher opens a Checkout, Stripe takes the money, its signed event arrives. */
  async function payLicence(classroom: { id: string }) {
    const id = sessionIdOf(
      (await call('POST', `/classrooms/${classroom.id}/licence/checkout`, teacher)).json().url,
    );
    const event = stripeEvent('checkout.session.completed', stripe.completeSession(id));
    expect((await sendEvent(t, event)).statusCode).toBe(200);
    return event;
  }

  it('sans prix fixé par l’équipe, la licence n’est pas proposée (409 en français)', async () => {
    expect((await call('GET', '/admin/class-licence-price', staff)).json()).toEqual({
      current: null,
      next: null,
    });
    const classroom = await aClass(teacher, 1);
    const state = await call('GET', `/classrooms/${classroom.id}/licence`, teacher);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ status: 'non_proposee', offer: null, active: null });
    const checkout = await call('POST', `/classrooms/${classroom.id}/licence/checkout`, teacher);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe('La licence de classe n’est pas encore proposée.');
  });

  it('seule l’équipe fixe le prix, daté et journalisé ; une date passée ou un prix absurde : 400', async () => {
    expect((await setPrice(teacher, { amountCents: 400 })).statusCode).toBe(403);
    expect((await setPrice(await createTestUser(t), { amountCents: 400 })).statusCode).toBe(403);
    expect((await call('GET', '/admin/class-licence-price', teacher)).statusCode).toBe(403);
    const bad = await setPrice(staff, { amountCents: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Le prix vaut au moins 1 centime.');
    const past = await setPrice(staff, { amountCents: 400, appliesFrom: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect((await setPrice(staff, { amountCents: 400, appliesFrom: '2026-02-30' })).statusCode).toBe(400);

    const today = dayInFrance(new Date());
    const saved = await setPrice(staff, { amountCents: 400, reason: 'Tarif de lancement' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ current: { amountCents: 400, appliesFrom: today }, next: null });
    const later = await setPrice(staff, { amountCents: 500, appliesFrom: `${Number(END_YEAR) + 1}-09-01` });
    expect(later.json()).toEqual({
      current: { amountCents: 400, appliesFrom: today },
      next: { amountCents: 500, appliesFrom: `${Number(END_YEAR) + 1}-09-01` },
    });
    const audit = await t.database.query<{ details: { amountCents: number }; reason: string | null }>(
      `SELECT details, reason FROM staff_audit WHERE action = 'prix_licence_classe' ORDER BY created_at`,
    );
    expect(audit.map((row) => row.details.amountCents)).toEqual([400, 500]);
    expect(audit[0]?.reason).toBe('Tarif de lancement');
  });

  it('le paiement se fait pour les élèves présents : prix × élèves, session marquée licence', async () => {
    const classroom = await aClass(teacher, 3);
    const state = (await call('GET', `/classrooms/${classroom.id}/licence`, teacher)).json();
    expect(state).toMatchObject({
      status: 'aucune',
      schoolYear: SCHOOL_YEAR,
      lastDay: `${END_YEAR}-08-31`,
      offer: { unitAmountCents: 400, studentCount: 3, totalCents: 1200 },
    });
    const response = await call('POST', `/classrooms/${classroom.id}/licence/checkout`, teacher);
    expect(response.statusCode).toBe(200);
    const session = stripe.sessions.get(sessionIdOf(response.json().url))!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 1200,
      client_reference_id: classroom.id,
      metadata: { kind: 'licence_classe', classroom: classroom.id, school_year: SCHOOL_YEAR },
      success_url: `https://declic.example/enseignant/classes/${classroom.id}?licence=ok`,
    });
    expect((await call('GET', `/classrooms/${classroom.id}/licence`, teacher)).json().status).toBe(
      'en_attente',
    );
    // Not paid yet: the students' paid levels stay locked.
    expect((await openLevel11(classroom.members[0]!)).statusCode).toBe(403);
  });

  it('une classe sans élève ne se paie pas encore', async () => {
    const classroom = await aClass(teacher, 0);
    const response = await call('POST', `/classrooms/${classroom.id}/licence/checkout`, teacher);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('classe_sans_eleve');
  });

  it('un autre enseignant : 404 ; un élève : 403', async () => {
    const classroom = await aClass(teacher, 1);
    const other = await createTestTeacher(t);
    for (const [method, path] of [
      ['GET', 'licence'],
      ['POST', 'licence/checkout'],
    ] as const) {
      const response = await call(method, `/classrooms/${classroom.id}/${path}`, other);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('classe_introuvable');
      expect(
        (await call(method, `/classrooms/${classroom.id}/${path}`, classroom.members[0]!)).statusCode,
      ).toBe(403);
    }
  });

  it('webhook signé : licence active, les élèves de la classe ouvrent le niveau 11, pas ceux d’une autre', async () => {
    const licensed = await aClass(teacher, 2);
    const unlicensed = await aClass(teacher, 1);
    const event = await payLicence(licensed);
    const state = (await call('GET', `/classrooms/${licensed.id}/licence`, teacher)).json();
    expect(state).toMatchObject({ status: 'active', offer: null, active: { coveredStudents: 2 } });
    for (const student of licensed.members) expect((await openLevel11(student)).statusCode).toBe(200);
    const refused = await openLevel11(unlicensed.members[0]!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('niveau_payant');
    // What the student's app reads of their account says the same.
    const progression = await call('GET', `/progression/${licensed.members[0]!.id}`, licensed.members[0]!);
    expect(progression.json().isPaid).toBe(true);
    const plan = (await call('GET', '/payments/plan', licensed.members[0]!)).json();
    expect(plan).toMatchObject({ access: 'licence', until: `${END_YEAR}-08-31T22:00:00.000Z`, paidBy: null });
    expect((await call('GET', '/payments/plan', unlicensed.members[0]!)).json().access).toBe('gratuit');

    // Replayed (same event), or delivered again under another id: nothing is counted twice.
    expect((await sendEvent(t, event)).statusCode).toBe(200);
    const again = stripeEvent('checkout.session.completed', event.data.object);
    expect((await sendEvent(t, again)).statusCode).toBe(200);
    const rows = await t.database.query<{ status: string; grants: number }>(
      `SELECT l.status, (SELECT count(*)::int FROM class_licence_grants g WHERE g.licence_id = l.id) AS grants
         FROM class_licences l WHERE l.classroom_id = $1`,
      [licensed.id],
    );
    expect(rows).toEqual([{ status: 'payee', grants: 2 }]);

    const paidAgain = await call('POST', `/classrooms/${licensed.id}/licence/checkout`, teacher);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().message).toContain(
      `déjà payée jusqu’au ${formatDate(`${END_YEAR}-08-31T12:00:00Z`)}.`,
    );
  });

  it('un webhook mal signé ne donne rien', async () => {
    const classroom = await aClass(teacher, 1);
    const id = sessionIdOf(
      (await call('POST', `/classrooms/${classroom.id}/licence/checkout`, teacher)).json().url,
    );
    const forged = stripeEvent('checkout.session.completed', {
      ...stripe.sessions.get(id),
      status: 'complete',
      payment_status: 'paid',
    });
    expect((await sendEvent(t, forged, { secret: 'whsec_pirate' })).statusCode).toBe(400);
    expect((await openLevel11(classroom.members[0]!)).statusCode).toBe(403);
  });

  it('au retour de Stripe, la page de l’enseignant trouve la licence payée même avant l’événement', async () => {
    const classroom = await aClass(teacher, 1);
    const id = sessionIdOf(
      (await call('POST', `/classrooms/${classroom.id}/licence/checkout`, teacher)).json().url,
    );
    stripe.completeSession(id);
    expect((await call('GET', `/classrooms/${classroom.id}/licence`, teacher)).json().status).toBe('active');
    expect((await openLevel11(classroom.members[0]!)).statusCode).toBe(200);
  });

  it('qui rejoint ensuite a la licence ; qui part la garde jusqu’au 31 août, pas au-delà', async () => {
    const classroom = await aClass(teacher, 1);
    await payLicence(classroom);
    const latecomer = await createTestUser(t);
    await setTestLevel(t.database, latecomer.id, 11, { paid: false });
    const membershipId = await joinAs(t, latecomer, classroom.joinCode);
    expect((await openLevel11(latecomer)).statusCode).toBe(200);

    expect(
      (await call('DELETE', `/classrooms/memberships/${membershipId}`, latecomer)).statusCode,
    ).toBeLessThan(300);
    expect((await openLevel11(latecomer)).statusCode).toBe(200);
    const realNow = t.app.clock.now;
    try {
      t.app.clock.now = () => new Date(`${END_YEAR}-08-31T21:59:00Z`);
      expect((await openLevel11(latecomer)).statusCode).toBe(200);
      t.app.clock.now = () => new Date(`${END_YEAR}-09-01T00:00:00+02:00`);
      expect((await openLevel11(latecomer)).statusCode).toBe(403);
      expect((await call('GET', `/progression/${latecomer.id}`, latecomer)).json()).toMatchObject({
        level: 11,
        isPaid: false,
      });
      // The student still in the class loses it too: the licence was for that school year.
      expect((await openLevel11(classroom.members[0]!)).statusCode).toBe(403);
      expect((await call('GET', `/classrooms/${classroom.id}/licence`, teacher)).json().status).toBe(
        'annee_terminee',
      );
    } finally {
      t.app.clock.now = realNow;
    }
  });

  it('l’export des données liste les droits de licence ; la suppression du compte les efface', async () => {
    const classroom = await aClass(teacher, 1);
    await payLicence(classroom);
    const student = classroom.members[0]!;
    const exported = (await call('GET', '/privacy/export', student)).json();
    expect(exported.tables.class_licence_grants).toHaveLength(1);
    expect(exported.tables.class_licence_grants[0]).toMatchObject({ student_id: student.id });
    await t.database.query('DELETE FROM users WHERE id = $1', [student.id]);
    expect(
      await t.database.query('SELECT 1 FROM class_licence_grants WHERE student_id = $1', [student.id]),
    ).toHaveLength(0);
    // The licence itself stays: what the school paid, and the other students' access.
    expect(
      await t.database.query('SELECT 1 FROM class_licences WHERE classroom_id = $1', [classroom.id]),
    ).toHaveLength(1);
  });
});
