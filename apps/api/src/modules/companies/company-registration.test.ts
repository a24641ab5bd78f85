import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/helper';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  lastLinkToken,
  uniqueEmail,
} from '../auth/auth.test-support';

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'motdepasse-solide',
  organisation: 'Boulangerie du Port',
  siret: '732 829 320 00074',
  contactFirstName: 'Karim',
  contactLastName: 'Diallo',
  sector: 'Boulangerie, pâtisserie',
  street: '4 quai de la Fosse',
  postalCode: '44000',
  city: 'Nantes',
  department: '44 - Loire-Atlantique',
  ...overrides,
});

describe(`inscription d’une entreprise (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp();
  });
  afterAll(() => t.close());

  const register = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/companies/register', payload: body });

  it.each([
    [{ siret: '73282932000075' }, 'Ce numéro SIRET n’est pas valide'],
    [{ postalCode: '440' }, 'Le code postal compte 5'],
    [{ department: 'Loire' }, 'Choisis un département de la liste'],
    [{ contactFirstName: 'Équipe Déclic' }, 'réservés à l’équipe'],
  ])('refuse %o : 400 et message en français', async (change, message) => {
    const response = await register(registration(uniqueEmail('pro'), change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('inscrit, confirme par e-mail (au vouvoiement), puis se connecte avec « Entreprise »', async () => {
    const email = uniqueEmail('pro');
    expect((await register(registration(email))).statusCode).toBe(202);
    const mail = (await t.outbox()).filter((message) => message.to === email).at(-1);
    expect(mail?.subject).toBe('Confirmez l’adresse de votre espace entreprise Déclic');
    expect(mail?.text).toContain('Bonjour Karim,');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: await lastLinkToken(t, email) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.user_metadata.profile_type).toBe('company');

    const asStudent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'motdepasse-solide', profile_type: 'student' },
    });
    expect(asStudent.statusCode).toBeGreaterThanOrEqual(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'motdepasse-solide', profile_type: 'company' },
    });
    expect(login.statusCode).toBe(200);
    const space = await t.app.inject({
      method: 'GET',
      url: '/api/company/offers',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(space.statusCode).toBe(200);
    expect(space.json()).toMatchObject({
      company: {
        organisation: 'Boulangerie du Port',
        siret: '73282932000074',
        city: 'Nantes',
        suspended: false,
      },
      offers: [],
    });
  });

  it('une adresse déjà inscrite : même réponse, et un e-mail à son titulaire', async () => {
    const email = uniqueEmail('pro');
    await register(registration(email));
    await t.outbox();
    const again = await register(registration(email, { organisation: 'Autre nom' }));
    expect(again.statusCode).toBe(202);
    const mails = (await t.outbox()).filter((message) => message.to === email);
    expect(mails).toHaveLength(2);
    const [row] = await t.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM companies c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
      [email],
    );
    expect(row?.count).toBe(1);
  });
});
