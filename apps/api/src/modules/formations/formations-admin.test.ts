import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { seedPlaces } from '../catalog/catalog-test-data';

describe(`/formations : lecture pour tous, écriture pour l’équipe (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let student: TestUser;
  const body = {
    nm: ['BTS Métiers de l’audiovisuel'],
    etab_nom: 'Lycée Exemple',
    departement: 'Gironde',
    etab_url: 'https://lycee.example.org',
    facebook: 'https://facebook.com/lycee.exemple',
    email: 'contact@lycee.example.org',
    telephone: '05 56 00 00 00',
    tf: ['BTS'],
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await seedPlaces(t);
    staff = await createTestUser(t, { isStaff: true });
    student = await createTestUser(t);
  });
  afterAll(() => t.close());

  it('l’équipe crée, modifie et supprime ; le département est reconnu par son nom', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/formations',
      headers: staff.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      nm: body.nm,
      departement: 'Gironde',
      code_departement: '33',
      region: 'Nouvelle-Aquitaine',
    });

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/formations/${item.id}`,
      headers: student.headers,
    });
    expect(read.json()).toEqual(item);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/formations/${item.id}`,
      headers: staff.headers,
      payload: { ...body, nm: ['BTS Audiovisuel option son'], departement: '69' },
    });
    expect(updated.json()).toMatchObject({
      id: item.id,
      nm: ['BTS Audiovisuel option son'],
      departement: 'Rhône',
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/formations',
      query: { q: 'audiovisuel' },
      headers: student.headers,
    });
    expect(list.json().total).toBe(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/formations/${item.id}`,
      headers: staff.headers,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/formations/${item.id}`,
      headers: student.headers,
    });
    expect(gone.json()).toEqual({
      code: 'formation_introuvable',
      message: 'Cette formation n’existe pas ou plus.',
    });
  });

  it('le code UAI donné par l’équipe rend l’établissement trouvable par les enseignants ; un code mal formé est refusé', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/formations',
      headers: staff.headers,
      payload: { ...body, etab_nom: 'Lycée des Essais', etab_uai: '0339999z' },
    });
    expect(created.statusCode).toBe(201);
    const found = await t.app.inject({ method: 'GET', url: '/api/establishments?q=0339999Z' });
    expect(found.statusCode).toBe(200);
    expect(JSON.stringify(found.json())).toContain('Lycée des Essais');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/formations',
      headers: staff.headers,
      payload: { ...body, etab_uai: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('code UAI attendu');
  });

  it('refuse les écritures à un élève (403) et à un visiteur (401)', async () => {
    const asStudent = await t.app.inject({
      method: 'POST',
      url: '/api/formations',
      headers: student.headers,
      payload: body,
    });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().code).toBe('reserve_equipe');
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/formations/1',
        headers: student.headers,
        payload: body,
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/formations', payload: body })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/formations' })).statusCode).toBe(401);
  });

  it('refuse en français un lien qui n’est pas une adresse web et un intitulé vide', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/formations',
      headers: staff.headers,
      payload: { ...body, etab_url: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('adresse web attendue');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/formations',
      headers: staff.headers,
      payload: { nm: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('répond 404 sur une formation inconnue et 400 sur un identifiant qui n’en est pas un', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/formations/999999', headers: student.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/formations/abc', headers: student.headers }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/formations/999999', headers: staff.headers }))
        .statusCode,
    ).toBe(404);
  });
});
