import { ALWAYS_VISIBLE_TO_TEACHER, SHAREABLE_ITEM_LABELS } from '@declic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { createTestTeacher } from '../teachers/teachers.test-support';
import { aClassroomOf, joinAs, underAge } from './classrooms.test-support';

describe(`rejoindre et quitter une classe (${testDatabaseKind})`, () => {
  let t: TestApp;
  let teacher: TestUser;
  let classroom: { id: string; joinCode: string };
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_SCALE: '1000' });
    teacher = await createTestTeacher(t);
    classroom = await aClassroomOf(t, teacher);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

  it('l’aperçu dit la classe, l’enseignant, l’établissement et exactement ce qui sera vu', async () => {
    const student = await createTestUser(t);
    const typed = classroom.joinCode.toLowerCase().replace('-', ' ');
    const response = await call('POST', '/classrooms/join/preview', student, { code: typed });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.classroom).toEqual({
      name: 'Première 2',
      grade: 'premiere',
      schoolYear: '2026-2027',
      teacherName: 'Claire',
      establishment: { name: 'Lycée Clemenceau', town: 'Nantes' },
    });
    expect(preview.teacherSees.always).toEqual([...ALWAYS_VISIBLE_TO_TEACHER]);
    expect(preview.teacherSees.ifYouShare.map((row: { label: string }) => row.label)).toEqual(
      Object.values(SHAREABLE_ITEM_LABELS),
    );
    expect(preview.teacherSees.never).toContain('jamais tes réponses au questionnaire');
    // The preview joins nobody.
    expect((await call('GET', '/classrooms/memberships', student)).json().memberships).toEqual([]);
  });

  it('rejoint avec les quatre partages éteints, une seule fois, puis règle ses partages', async () => {
    const student = await createTestUser(t);
    const joined = await call('POST', '/classrooms/join', student, { code: classroom.joinCode });
    expect(joined.statusCode).toBe(201);
    const membership = joined.json();
    expect(membership.sharing).toEqual({
      metiers: false,
      formations: false,
      parcoursup: false,
      roadMap: false,
    });
    const again = await call('POST', '/classrooms/join', student, { code: classroom.joinCode });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Tu es déjà dans cette classe.');

    const sharing = { metiers: true, formations: false, parcoursup: true, roadMap: false };
    const url = `/classrooms/memberships/${membership.id}/sharing`;
    expect((await call('PUT', url, student, sharing)).json()).toEqual(sharing);
    expect((await call('GET', url, student)).json()).toEqual(sharing);
    const partial = await call('PUT', url, student, { metiers: true });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toContain('vaut true ou false');
  });

  it.each([
    ['ABCD-23', 400, 'Ce code n’a pas la bonne forme'],
    ['ABCD-0000', 400, 'Ce code n’a pas la bonne forme'],
    ['ZZZZ-ZZZZ', 404, 'Ce code ne correspond à aucune classe ouverte'],
  ])('le code « %s » : %i en français', async (code, status, message) => {
    const student = await createTestUser(t);
    const response = await call('POST', '/classrooms/join', student, { code });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });

  it('un code régénéré, expiré ou d’une classe archivée ne sert plus', async () => {
    const own = await aClassroomOf(t, teacher, 'Seconde 5');
    const student = await createTestUser(t);
    await call('POST', `/classrooms/${own.id}/join-code`, teacher);
    expect((await call('POST', '/classrooms/join', student, { code: own.joinCode })).statusCode).toBe(404);

    const expiring = await aClassroomOf(t, teacher, 'Seconde 6');
    await t.database.query(
      `UPDATE classrooms SET join_code_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [expiring.id],
    );
    expect(
      (await call('POST', '/classrooms/join/preview', student, { code: expiring.joinCode })).statusCode,
    ).toBe(404);

    const archived = await aClassroomOf(t, teacher, 'Seconde 7');
    await call('POST', `/classrooms/${archived.id}/archive`, teacher);
    expect((await call('POST', '/classrooms/join', student, { code: archived.joinCode })).statusCode).toBe(
      404,
    );
  });

  it('la classe d’un enseignant suspendu n’accueille personne', async () => {
    const suspendedTeacher = await createTestTeacher(t);
    const own = await aClassroomOf(t, suspendedTeacher, 'BTS SIO 1');
    await t.database.query(`UPDATE teachers SET status = 'suspended' WHERE user_id = $1`, [
      suspendedTeacher.id,
    ]);
    const student = await createTestUser(t);
    expect((await call('POST', '/classrooms/join', student, { code: own.joinCode })).statusCode).toBe(404);
  });

  it.each([
    ['attente', 403],
    ['retire', 403],
    ['accord', 201],
  ] as const)('moins de 15 ans, accord du parent « %s » : %i', async (consent, status) => {
    const student = await createTestUser(t);
    await underAge(t, student, 14, consent);
    const response = await call('POST', '/classrooms/join', student, { code: classroom.joinCode });
    expect(response.statusCode).toBe(status);
    if (status === 403)
      expect(response.json().message).toContain('un parent doit d’abord confirmer ton inscription');
  });

  it('quitter efface l’adhésion et ses partages ; on ne quitte que ses propres classes', async () => {
    const [student, other] = [await createTestUser(t), await createTestUser(t)];
    const membershipId = await joinAs(t, student, classroom.joinCode);
    const url = `/classrooms/memberships/${membershipId}`;
    for (const [method, path, body] of [
      ['DELETE', url, undefined],
      ['GET', `${url}/sharing`, undefined],
      ['PUT', `${url}/sharing`, { metiers: true, formations: true, parcoursup: true, roadMap: true }],
    ] as const) {
      const refused = await call(method, path, other, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('classe_non_suivie');
    }
    expect((await call('DELETE', url, student)).statusCode).toBe(204);
    const [left] = await t.database.query('SELECT 1 FROM classroom_memberships WHERE id = $1', [
      membershipId,
    ]);
    expect(left).toBeUndefined();
    expect((await call('GET', `${url}/sharing`, student)).statusCode).toBe(404);
    expect((await call('DELETE', url, student)).statusCode).toBe(404);
  });

  it('enseignant et entreprise ne rejoignent pas de classe : 403', async () => {
    for (const who of [teacher, await createTestUser(t, { profileType: 'company' })]) {
      const response = await call('POST', '/classrooms/join', who, { code: classroom.joinCode });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('reserve_eleve');
      expect((await call('GET', '/classrooms/memberships', who)).statusCode).toBe(403);
    }
  });

  it('un élève qui essaie des codes en série est arrêté : 429', async () => {
    const student = await createTestUser(t);
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      statuses.push(
        (await call('POST', '/classrooms/join/preview', student, { code: 'ZZZZ-ZZZZ' })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
