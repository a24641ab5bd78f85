import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/helper';
import {
  type AccountsTestApp,
  buildAccountsTestApp,
  registrationBody,
  uniqueEmail,
} from './auth.test-support';

describe(`inscription (${testDatabaseKind})`, () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsTestApp({ STAFF_EMAILS: 'Equipe@Declic.example' });
  });
  afterAll(() => t.close());

  /** Answers at once; the account is written just after (same timing for a known address). */
  const register = async (payload: unknown) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload as object,
    });
    await t.app.background.flush();
    return response;
  };

  it('crée le compte, le profil, l’avatar et les réponses, puis envoie l’e-mail de confirmation', async () => {
    const body = registrationBody();
    const response = await register(body);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'Email de confirmation envoyé' });

    const [user] = await t.database.query<{
      id: string;
      email_confirmed_at: Date | null;
      password_hash: string;
    }>('SELECT id, email_confirmed_at, password_hash FROM users WHERE email = $1', [body.email]);
    expect(user?.email_confirmed_at).toBeNull();
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    const [profile] = await t.database.query<Record<string, unknown>>(
      'SELECT * FROM profiles WHERE user_id = $1',
      [user!.id],
    );
    expect(profile).toMatchObject({
      first_name: 'Léa',
      last_name: 'Martin',
      age: 17,
      gender: 'Femme',
      department: '69 - Rhône',
      school: 'Lycée du Parc',
      phone_number: '0601020304',
      avatar_json: body.avatarData,
    });
    const answers = await t.database.query(
      'SELECT question_id, answer, questionnaire_type FROM questionnaire_answers WHERE user_id = $1 ORDER BY question_id',
      [user!.id],
    );
    expect(answers).toEqual([
      { question_id: 1, answer: 'Oui', questionnaire_type: 'orientation' },
      { question_id: 2, answer: 'Un peu', questionnaire_type: 'orientation' },
    ]);

    const mail = (await t.outbox()).find((m) => m.to === body.email);
    expect(mail?.subject).toBe('Confirme ton adresse e-mail pour Déclic');
    expect(mail?.html).toContain('lang="fr"');
    expect(mail?.text).toContain('Salut Léa');
    expect(mail?.actionUrl).toMatch(/^http:\/\/declic\.test\/#access_token=[\w-]{43}&type=signup$/);
  });

  it('accepte les seuls noms anglais, et les champs facultatifs absents', async () => {
    const email = uniqueEmail();
    const response = await register({
      email,
      password: 'motdepasse-solide',
      userData: {
        first_name: 'Sam',
        last_name: 'Diallo',
        age: 15,
        gender: 'Autre',
        department: '2A - Corse-du-Sud',
      },
    });
    expect(response.statusCode).toBe(202);
    const [profile] = await t.database.query<Record<string, unknown>>(
      'SELECT p.* FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1',
      [email],
    );
    expect(profile).toMatchObject({ first_name: 'Sam', school: null, phone_number: null, avatar_json: null });
  });

  it('marque comme équipe les adresses de STAFF_EMAILS, quelle que soit la casse', async () => {
    await register(registrationBody({ email: 'equipe@declic.example' }));
    const [row] = await t.database.query<{ is_staff: boolean }>(
      'SELECT is_staff FROM users WHERE email = $1',
      ['equipe@declic.example'],
    );
    expect(row?.is_staff).toBe(true);
  });

  const invalidCases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['prénom absent', { prenom: undefined, first_name: undefined }, /Le prénom est requis/],
    ['prénom blanc', { prenom: '   ', first_name: '   ' }, /Le prénom est requis/],
    ['nom absent', { nom: undefined, last_name: undefined }, /Le nom est requis/],
    ['âge absent', { age: undefined }, /L’âge est requis/],
    ['âge en texte', { age: '18' }, /L’âge doit être un nombre/],
    ['âge 9', { age: 9 }, /entre 10 et 100/],
    ['âge 101', { age: 101 }, /entre 10 et 100/],
    ['âge décimal', { age: 17.5 }, /entier/],
    ['genre absent', { genre: undefined, gender: undefined }, /Le genre est requis/],
    ['genre inconnu', { genre: 'Robot', gender: 'Robot' }, /Homme, Femme ou Autre/],
    ['département absent', { departement: undefined, department: undefined }, /Le département est requis/],
    [
      'département hors liste',
      { departement: '20 - Corse', department: '20 - Corse' },
      /département de la liste/,
    ],
    ['champ inconnu', { role: 'admin' }, /Requête invalide/],
  ];
  it.each(invalidCases)('refuse %s avec un message en français', async (_label, userData, message) => {
    const email = uniqueEmail();
    const response = await register(registrationBody({ email, userData }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    const rows = await t.database.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('accepte les âges limites 10 (avec l’adresse d’un parent) et 100', async () => {
    const young = { ...registrationBody({ userData: { age: 10 } }), parentEmail: 'parent.dix@example.fr' };
    expect((await register(young)).statusCode).toBe(202);
    expect((await register(registrationBody({ userData: { age: 100 } }))).statusCode).toBe(202);
  });

  it.each([
    ['un mot de passe de 7 caractères', { password: '1234567' }, /au moins 8\u00a0caractères/],
    ['une adresse invalide', { email: 'pas-une-adresse' }, /adresse e-mail n’est pas valide/],
    ['une adresse absente', { email: undefined }, /adresse e-mail est requise/],
  ])('refuse %s', async (_label, overrides, message) => {
    const body = { ...registrationBody(), ...overrides };
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuse un avatar au rayon hors bornes et une réponse inconnue, sans rien écrire', async () => {
    const email = uniqueEmail();
    const avatar = await register({
      ...registrationBody({ email }),
      avatarData: { ...registrationBody().avatarData, radius: 51 },
    });
    expect(avatar.statusCode).toBe(400);
    expect(avatar.json().message).toMatch(/rayon va de 0 à 50/);
    const answers = await register({
      ...registrationBody({ email }),
      questionnaireResponses: [{ question_id: 1, answer: 'Peut-être' }],
    });
    expect(answers.statusCode).toBe(400);
    expect(await t.database.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
  });

  it('n’écrit rien si une étape de la transaction échoue, après une réponse identique', async () => {
    // A trigger makes the last insert of the transaction (the answers) fail.
    await t.database.exec(`
      CREATE FUNCTION refuse_question_999() RETURNS trigger AS $$
      BEGIN
        IF NEW.question_id = 999 THEN RAISE EXCEPTION 'échec simulé'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_question_999 BEFORE INSERT ON questionnaire_answers
        FOR EACH ROW EXECUTE FUNCTION refuse_question_999();`);
    const email = uniqueEmail();
    const countProfiles = async () =>
      (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM profiles'))[0]?.n;
    const profilesBefore = await countProfiles();
    const response = await register({
      ...registrationBody({ email }),
      questionnaireResponses: [{ question_id: 999, answer: 'Oui' }],
    });
    // The account is written after the answer (same answer, same time, known address or not):
    // the failure is logged on the server, and nothing is left half-written.
    expect(response.statusCode).toBe(202);
    await t.app.background.flush();
    expect(await t.database.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    expect(await countProfiles()).toBe(profilesBefore);
    await t.database.exec('DROP TRIGGER refuse_question_999 ON questionnaire_answers');
  });

  it('refuse un identifiant de question hors bornes (400, pas 500)', async () => {
    const response = await register({
      ...registrationBody(),
      questionnaireResponses: [{ question_id: 3_000_000_000, answer: 'Oui' }],
    });
    expect(response.statusCode).toBe(400);
  });

  it('répond pareil pour une adresse déjà inscrite, et prévient son propriétaire par e-mail', async () => {
    const body = registrationBody();
    await register(body);
    await t.database.query('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [body.email]);
    const again = await register({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ message: 'Email de confirmation envoyé' });
    const mails = (await t.outbox()).filter((m) => m.to.toLowerCase() === body.email);
    expect(mails.at(-1)?.subject).toBe('Tu as déjà un compte Déclic');
    expect(await t.database.query('SELECT 1 FROM users WHERE lower(email) = $1', [body.email])).toHaveLength(
      1,
    );
  });

  it('refuse un JSON mal formé et un corps trop gros en français', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('json_invalide');
    const huge = await register({ ...registrationBody(), padding: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('La requête est trop volumineuse.');
  });
});
