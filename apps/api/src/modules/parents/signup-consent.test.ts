import { SIGNUP_CONSENT_VERSION } from '@declic/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTestLevel, testDatabaseKind } from '../../../test/helper';
import { addMs, DAY_MS } from '../../kernel/clock';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  lastLinkToken,
  registrationBody,
  uniqueEmail,
} from '../auth/auth.test-support';
import { followUpSignupConsents } from './consent-follow-up';

let t: AccountsTestApp;
const realNow = () => new Date();
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  t.app.clock.now = realNow;
});

const PASSWORD = 'motdepasse-solide';

function register(email: string, age: number, parentEmail?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      ...registrationBody({ email, userData: { age, prenom: 'Noé', first_name: 'Noé' } }),
      parentEmail,
    },
  });
}

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });

/** A 14-year-old registered with a parent's address, confirmed and signed in. */
async function youngStudent(parentEmail = uniqueEmail('parent')) {
  const email = uniqueEmail('jeune');
  expect((await register(email, 14, parentEmail)).statusCode).toBe(202);
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/auth/confirm',
    payload: { token: await lastLinkToken(t, email) },
  });
  const session = await login(email);
  return {
    id: confirm.json().user.id as string,
    email,
    parentEmail,
    headers: { authorization: `Bearer ${session.json().access_token}` },
  };
}

async function mailsTo(address: string) {
  return (await t.outbox()).filter((mail) => mail.to === address);
}

async function parentToken(parentEmail: string): Promise<string> {
  const link = (await mailsTo(parentEmail)).at(-1)?.actionUrl ?? '';
  return decodeURIComponent(link.match(/\/parent\/accord#jeton=(.+)$/)?.[1] ?? '');
}

const consentState = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/consent', headers });
const parentCall = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/parents/accord${path}`, payload });
const levelSix = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/levels/6/steps', headers });

describe(`moins de 15 ans : l’accord d’un parent (${testDatabaseKind})`, () => {
  it('à 14 ans, l’inscription demande l’adresse d’un parent, différente de celle de l’élève', async () => {
    const missing = await register(uniqueEmail(), 14);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('indique l’adresse e-mail d’un parent');
    const email = uniqueEmail();
    const same = await register(email, 14, email);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toContain('pas la tienne');
  });

  it('à 15 ans, aucune demande : une adresse de parent envoyée est ignorée', async () => {
    const email = uniqueEmail();
    const parentEmail = uniqueEmail('parent');
    expect((await register(email, 15, parentEmail)).statusCode).toBe(202);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: await lastLinkToken(t, email) },
    });
    const headers = { authorization: `Bearer ${(await login(email)).json().access_token}` };
    expect((await consentState(headers)).json()).toEqual({ awaitingParent: false, request: null });
    expect(await mailsTo(parentEmail)).toHaveLength(0);
  });

  it('le lien part au parent seulement une fois l’adresse de l’élève confirmée ; le compte reste limité', async () => {
    const parentEmail = uniqueEmail('parent');
    const email = uniqueEmail('jeune');
    await register(email, 14, parentEmail);
    expect(await mailsTo(parentEmail)).toHaveLength(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: await lastLinkToken(t, email) },
    });
    const [mail] = await mailsTo(parentEmail);
    expect(mail?.subject).toBe('Noé a besoin de votre accord pour utiliser Déclic');
    expect(mail?.text).toContain('seuls les niveaux 1 à 5 sont ouverts');

    const headers = { authorization: `Bearer ${(await login(email)).json().access_token}` };
    const state = (await consentState(headers)).json();
    expect(state).toMatchObject({
      awaitingParent: true,
      request: { parentEmail, status: 'envoyee', sends: 1 },
    });
    const [row] = await t.database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    await setTestLevel(t.database, row!.id, 6);
    const refused = await levelSix(headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'accord_parent_requis' });
  });

  it('le parent lit la page et donne son accord : enregistré avec sa version, les niveaux s’ouvrent', async () => {
    const student = await youngStudent();
    await setTestLevel(t.database, student.id, 6);
    const token = await parentToken(student.parentEmail);
    const page = await parentCall('', { token });
    expect(page.json()).toMatchObject({
      studentFirstName: 'Noé',
      status: 'envoyee',
      consentVersion: SIGNUP_CONSENT_VERSION,
    });
    expect(page.json().consentText).toContain('J’autorise Noé');

    const unticked = await parentCall('/donner', { token, consent: false });
    expect(unticked.statusCode).toBe(400);
    const given = await parentCall('/donner', { token, consent: true });
    expect(given.json().status).toBe('acceptee');
    const [stored] = await t.database.query<{ consented_at: Date | null; consent_version: string }>(
      `SELECT consented_at, consent_version FROM parent_requests WHERE student_id = $1 AND purpose = 'inscription'`,
      [student.id],
    );
    expect(stored?.consented_at).not.toBeNull();
    expect(stored?.consent_version).toBe(SIGNUP_CONSENT_VERSION);
    expect((await consentState(student.headers)).json().awaitingParent).toBe(false);
    expect((await levelSix(student.headers)).statusCode).toBe(200);
  });

  it('un accord retiré suspend le compte : sessions fermées, connexion refusée ; redonné, tout revient', async () => {
    const student = await youngStudent();
    const token = await parentToken(student.parentEmail);
    await parentCall('/donner', { token, consent: true });
    const withdrawn = await parentCall('/retirer', { token });
    expect(withdrawn.json().status).toBe('retiree');
    const refused = await login(student.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'compte_suspendu' });
    const [live] = await t.database.query<{ count: string | number }>(
      'SELECT count(*) AS count FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [student.id],
    );
    expect(Number(live?.count)).toBe(0);

    await parentCall('/donner', { token, consent: true });
    expect((await login(student.email)).statusCode).toBe(200);
  });

  it('un lien inconnu ou expiré n’ouvre rien ; l’élève peut renvoyer à un autre parent', async () => {
    const student = await youngStudent();
    const token = await parentToken(student.parentEmail);
    expect((await parentCall('', { token: 'y'.repeat(43) })).statusCode).toBe(404);
    t.app.clock.now = () => addMs(new Date(), 15 * DAY_MS);
    const expired = await parentCall('', { token });
    expect(expired.statusCode).toBe(404);
    expect((await consentState(student.headers)).json().request.status).toBe('expiree');

    const other = uniqueEmail('autreparent');
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/consent/resend',
      headers: student.headers,
      payload: { parentEmail: other },
    });
    expect(resent.json().request).toMatchObject({ parentEmail: other, status: 'envoyee', sends: 1 });
    expect(await mailsTo(other)).toHaveLength(1);
  });

  it('rappels au parent à 3 puis 7 jours, puis le compte jamais confirmé est effacé à 30 jours', async () => {
    const student = await youngStudent();
    const firstToken = await parentToken(student.parentEmail);
    const at = (days: number) => addMs(new Date(), days * DAY_MS);
    const followUp = (days: number) =>
      followUpSignupConsents(
        {
          database: t.app.database,
          mailer: t.app.mailer,
          publicUrl: t.app.config.publicUrl,
          accountErasers: t.app.accountErasers,
        },
        at(days),
      );

    expect((await followUp(1)).reminded).toBe(0);
    await followUp(3.1);
    const reminders = (await mailsTo(student.parentEmail)).filter((mail) =>
      mail.subject.startsWith('Rappel'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('Ce lien remplace celui de l’e-mail précédent.');
    expect((await parentCall('', { token: firstToken })).statusCode).toBe(404);
    expect((await parentCall('', { token: await parentToken(student.parentEmail) })).statusCode).toBe(200);

    await followUp(3.2);
    await followUp(7.1);
    await followUp(10);
    const all = (await mailsTo(student.parentEmail)).filter((mail) => mail.subject.startsWith('Rappel'));
    expect(all).toHaveLength(2);

    await followUp(30.1);
    const [gone] = await t.database.query('SELECT 1 FROM users WHERE id = $1', [student.id]);
    expect(gone).toBeUndefined();
  });
});
