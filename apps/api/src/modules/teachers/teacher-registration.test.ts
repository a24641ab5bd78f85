import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, testDatabaseKind } from '../../../test/helper';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  lastLinkToken,
  registrationBody,
  uniqueEmail,
} from '../auth/auth.test-support';
import { academicEmail, aSchool } from './teachers.test-support';

const UAI = '0440021J';
const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'motdepasse-solide',
  firstName: 'Claire',
  lastName: 'Moreau',
  uai: UAI,
  ...overrides,
});

describe(`comptes enseignants (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
    await aSchool(t, {
      uai: UAI,
      name: 'Lycée Gabriel Guist’hau',
      town: 'Nantes',
      department: 'Loire-Atlantique',
    });
  });
  afterAll(() => t.close());

  const register = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/teachers/register', payload: body });
  const confirm = async (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: await lastLinkToken(t, email) },
    });
  const login = (email: string, profileType = 'teacher') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'motdepasse-solide', profile_type: profileType },
    });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/teacher/me', headers: { authorization: `Bearer ${token}` } });

  it.each([
    [{ uai: '12345' }, 'Le code UAI compte 7\u00a0chiffres et une lettre'],
    [{ uai: '0999999Z' }, 'Cet établissement n’est pas dans notre liste'],
    [{ firstName: 'Équipe Déclic' }, 'réservés à l’équipe'],
    [{ email: 'pas-une-adresse' }, 'L’adresse e-mail n’est pas valide.'],
    [{ password: 'court' }, 'au moins 8'],
  ])('refuse %o : 400 et message en français', async (change, message) => {
    const response = await register(registration(academicEmail(), change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('adresse académique : ouvert dès la confirmation (courriel au vouvoiement), connexion en « Enseignant »', async () => {
    const email = academicEmail('versailles');
    const sent = await register(registration(email, { uai: UAI.toLowerCase() }));
    expect(sent.statusCode).toBe(202);
    const mail = (await t.outbox()).filter((message) => message.to === email).at(-1);
    expect(mail?.subject).toBe('Confirmez l’adresse de votre espace enseignant Déclic');
    expect(mail?.text).toContain('Bonjour Claire,');

    expect((await login(email)).json().code).toBe('email_non_confirme');
    const confirmed = await confirm(email);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.user_metadata.profile_type).toBe('teacher');

    expect((await login(email, 'student')).statusCode).toBe(403);
    const session = await login(email);
    expect(session.statusCode).toBe(200);
    const account = await me(session.json().access_token);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({
      firstName: 'Claire',
      lastName: 'Moreau',
      email,
      status: 'active',
      academicEmail: true,
      establishment: { uai: UAI, name: 'Lycée Gabriel Guist’hau', town: 'Nantes' },
    });
  });

  it('autre adresse : en attente jusqu’à la validation de l’équipe, qui est journalisée', async () => {
    const email = uniqueEmail('prof');
    expect((await register(registration(email))).statusCode).toBe(202);
    await confirm(email);
    const token = (await login(email)).json().access_token;
    expect((await me(token)).json().status).toBe('pending_approval');

    const staff = await createTestUser(t, { isStaff: true });
    const waiting = await t.app.inject({ method: 'GET', url: '/api/admin/teachers', headers: staff.headers });
    const teacher = waiting.json().teachers.find((row: { email: string }) => row.email === email);
    expect(teacher).toMatchObject({ status: 'pending_approval', academicEmail: false });

    const setStatus = (status: string, headers = staff.headers) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/teachers/${teacher.id}/status`,
        headers,
        payload: { status, reason: 'Professeure vérifiée auprès du lycée' },
      });
    const opened = await setStatus('active');
    expect(opened.statusCode).toBe(200);
    expect((await me(token)).json().status).toBe('active');
    const mails = (await t.outbox()).filter((message) => message.to === email);
    expect(mails.at(-1)?.subject).toBe('Votre espace enseignant Déclic est ouvert');
    expect((await setStatus('suspended')).json().status).toBe('suspended');

    const audit = await t.database.query<{ action: string; reason: string }>(
      'SELECT action, reason FROM staff_audit WHERE target_user_id = $1 ORDER BY id',
      [teacher.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['enseignant_ouvert', 'enseignant_suspendu']);
    expect(audit[0]?.reason).toBe('Professeure vérifiée auprès du lycée');

    const student = await createTestUser(t);
    expect((await setStatus('active', student.headers)).statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/teachers/00000000-0000-4000-8000-000000000000/status',
      headers: staff.headers,
      payload: { status: 'active', reason: 'essai' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('une adresse déjà inscrite : même réponse, un e-mail à son titulaire, aucun second compte', async () => {
    const email = academicEmail();
    await register(registration(email));
    await t.outbox();
    const again = await register(registration(email, { lastName: 'Autre' }));
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual((await register(registration(academicEmail()))).json());
    expect((await t.outbox()).filter((message) => message.to === email)).toHaveLength(2);
    const [row] = await t.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM teachers t JOIN users u ON u.id = t.user_id WHERE u.email = $1',
      [email],
    );
    expect(row?.count).toBe(1);
  });

  it('le formulaire des élèves ne crée pas de compte enseignant', async () => {
    const body = registrationBody();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, userData: { ...body.userData, profile_type: 'teacher' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Étudiant ou Entreprise');
  });

  it('élève et entreprise n’entrent pas dans l’espace enseignant', async () => {
    for (const profileType of ['student', 'company'] as const) {
      const other = await createTestUser(t, { profileType });
      const refused = await me(other.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('reserve_enseignant');
    }
  });
});
