import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../test/helper';
import { hasUnsafeText } from './text-safety';

const refusal = {
  code: 'caractere_invalide',
  message:
    'Ta demande contient un caractère invalide (caractère nul, invisible ou mal encodé). Retire-le et réessaie.',
};

describe('caractères que PostgreSQL refuse', () => {
  it('repère le caractère nul et les demi-paires de substitution, pas les emojis', () => {
    expect(hasUnsafeText({ a: ['ok', { b: 'x\u0000y' }] })).toBe(true);
    expect(hasUnsafeText('\uD800')).toBe(true);
    expect(hasUnsafeText('fin\uDC00')).toBe(true);
    expect(hasUnsafeText({ 'clé\u0000': 1 })).toBe(true);
    expect(hasUnsafeText({ texte: 'Salut 👋 ça va ?', n: 3, vide: null })).toBe(false);
    expect(hasUnsafeText('sonnerie\u0007')).toBe(true);
    expect(hasUnsafeText('efface\u007F')).toBe(true);
    expect(hasUnsafeText('ligne 1\nligne 2\r\n\tindentée')).toBe(false);
  });
});

describe(`refus en 400 avant la base (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('dans un corps JSON, même anonyme', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support/bug',
      headers: { 'content-type': 'application/json' },
      // A lone surrogate, escaped as JSON allows it.
      payload: '{"title":"Bug","description":"\\ud800 casse tout","location":"/","userAgent":"x"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
  });

  it('dans un segment de chemin et dans la requête', async () => {
    const path = await t.app.inject({ method: 'GET', url: '/api/rome/metiers/%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(refusal);
    const user = await createTestUser(t);
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/geo/suggest?type=region&q=%00',
      headers: user.headers,
    });
    expect(query.json()).toEqual(refusal);
  });

  it('à la connexion, sans rien révéler du compte', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'inconnu\u0000@example.fr', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
  });
});
