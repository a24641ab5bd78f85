import { JOIN_CODE_ALPHABET } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { createTestTeacher } from '../teachers/teachers.test-support';

const aClass = (overrides: Record<string, unknown> = {}) => ({
  name: 'Terminale 3',
  grade: 'terminale',
  schoolYear: '2026-2027',
  ...overrides,
});

describe(`classes d’un enseignant (${testDatabaseKind})`, () => {
  let t: TestApp;
  let teacher: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    teacher = await createTestTeacher(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: TestUser, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const create = async (who = teacher, body = aClass()) =>
    (await call('POST', '/classrooms', who, body)).json();

  it('crée une classe avec un code lisible qui expire dans 30 jours', async () => {
    const response = await call('POST', '/classrooms', teacher, aClass());
    expect(response.statusCode).toBe(201);
    const classroom = response.json();
    expect(classroom).toMatchObject({
      name: 'Terminale 3',
      grade: 'terminale',
      schoolYear: '2026-2027',
      archived: false,
      studentCount: 0,
    });
    expect(classroom.joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{4}-[${JOIN_CODE_ALPHABET}]{4}$`));
    const days = (Date.parse(classroom.joinCodeExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(classroom).not.toHaveProperty('teacherId');
  });

  it.each([
    [{ grade: 'cm2' }, 'Le niveau de la classe vaut seconde'],
    [{ schoolYear: '2026-2028' }, 'L’année scolaire s’écrit comme « 2026-2027 »'],
    [{ name: '   ' }, 'Le nom de la classe est requis.'],
    [{ name: 'x'.repeat(61) }, 'Le nom de la classe ne peut pas dépasser 60'],
  ])('refuse %o : 400 en français', async (change, message) => {
    const response = await call('POST', '/classrooms', teacher, aClass(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('renomme, régénère (l’ancien code disparaît), archive (plus de code), liste', async () => {
    const classroom = await create();
    const renamed = await call('PATCH', `/classrooms/${classroom.id}`, teacher, { name: 'Tle 3 — spé SES' });
    expect(renamed.json().name).toBe('Tle 3 — spé SES');

    const regenerated = (await call('POST', `/classrooms/${classroom.id}/join-code`, teacher)).json();
    expect(regenerated.joinCode).not.toBe(classroom.joinCode);
    const [old] = await t.database.query('SELECT 1 FROM classrooms WHERE join_code = $1', [
      classroom.joinCode.replace('-', ''),
    ]);
    expect(old).toBeUndefined();

    const archived = (await call('POST', `/classrooms/${classroom.id}/archive`, teacher)).json();
    expect(archived).toMatchObject({ archived: true, joinCode: null, joinCodeExpiresAt: null });
    const again = await call('POST', `/classrooms/${classroom.id}/join-code`, teacher);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('classe_archivee');

    const list = (await call('GET', '/classrooms', teacher)).json().classrooms;
    expect(list.at(-1)).toMatchObject({ id: classroom.id, archived: true });
  });

  it('un autre enseignant ne voit ni ne touche la classe : 404', async () => {
    const classroom = await create();
    const other = await createTestTeacher(t);
    for (const [method, url, body] of [
      ['PATCH', `/classrooms/${classroom.id}`, { name: 'Piratée' }],
      ['POST', `/classrooms/${classroom.id}/join-code`, undefined],
      ['POST', `/classrooms/${classroom.id}/archive`, undefined],
    ] as const) {
      const response = await call(method, url, other, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('classe_introuvable');
    }
    expect((await call('GET', '/classrooms', other)).json().classrooms).toEqual([]);
    expect(
      (await call('GET', '/classrooms', teacher))
        .json()
        .classrooms.find((c: { id: string }) => c.id === classroom.id),
    ).toMatchObject({ name: 'Terminale 3', archived: false });
  });

  it('un compte en attente ou suspendu n’ouvre pas de classe : 403 en français', async () => {
    const pending = await createTestTeacher(t, { status: 'pending_approval' });
    const waiting = await call('POST', '/classrooms', pending, aClass());
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().code).toBe('enseignant_en_attente');
    const suspended = await createTestTeacher(t, { status: 'suspended' });
    expect((await call('GET', '/classrooms', suspended)).json().code).toBe('enseignant_suspendu');
  });

  it('élève et entreprise : 403 sur chaque route des classes', async () => {
    const classroom = await create();
    for (const profileType of ['student', 'company'] as const) {
      const other = await createTestUser(t, { profileType });
      expect((await call('GET', '/classrooms', other)).statusCode).toBe(403);
      expect((await call('POST', '/classrooms', other, aClass())).statusCode).toBe(403);
      expect((await call('POST', `/classrooms/${classroom.id}/archive`, other)).statusCode).toBe(403);
    }
  });

  it('la suppression du compte enseignant emporte ses classes', async () => {
    const leaving = await createTestTeacher(t);
    await create(leaving);
    await t.database.query('DELETE FROM users WHERE id = $1', [leaving.id]);
    const [row] = await t.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM classrooms WHERE teacher_id = $1',
      [leaving.id],
    );
    expect(row?.count).toBe(0);
  });
});
