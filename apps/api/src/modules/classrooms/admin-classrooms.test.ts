import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { createTestTeacher } from '../teachers/teachers.test-support';
import { aClassroomOf, joinAs } from './classrooms.test-support';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe(`classes dans l’espace équipe (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let teacher: TestUser;
  let classroom: { id: string; joinCode: string };
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await createTestUser(t, { isStaff: true });
    teacher = await createTestTeacher(t);
    classroom = await aClassroomOf(t, teacher, 'Terminale 3');
    await joinAs(t, await createTestUser(t, { firstName: 'Inès' }), classroom.joinCode);
  });
  afterAll(() => t.close());

  const list = (who: TestUser | undefined, teacherId = teacher.id) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/classrooms?teacherId=${teacherId}`,
      headers: who?.headers ?? {},
    });
  const archive = (who: TestUser, id: string, reason: unknown = 'Code affiché sur un réseau social') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/classrooms/${id}/archive`,
      headers: who.headers,
      payload: { reason },
    });

  it('l’équipe lit les classes d’un enseignant : sans code ni nom d’élève', async () => {
    const response = await list(staff);
    expect(response.statusCode).toBe(200);
    const [read] = response.json().classrooms;
    expect(read).toMatchObject({
      id: classroom.id,
      name: 'Terminale 3',
      grade: 'premiere',
      schoolYear: '2026-2027',
      studentCount: 1,
      archived: false,
    });
    expect(Date.parse(read.joinCodeExpiresAt)).toBeGreaterThan(Date.now());
    expect(read).not.toHaveProperty('joinCode');
    expect(read).not.toHaveProperty('teacherId');
    expect(response.body).not.toContain('Inès');
    expect(response.body).not.toContain(classroom.joinCode);
  });

  it('refuse tout autre compte : anonyme 401, élève, entreprise et enseignant 403', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    const others = [await createTestUser(t), await createTestUser(t, { profileType: 'company' }), teacher];
    for (const other of others) {
      const refused = await list(other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('reserve_equipe');
      expect((await archive(other, classroom.id)).statusCode).toBe(403);
    }
  });

  it('un identifiant qui n’est pas un enseignant : 404 ; mal formé : 400, en français', async () => {
    const student = await createTestUser(t);
    for (const id of [UNKNOWN, student.id]) {
      const response = await list(staff, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Ce compte enseignant n’existe pas.');
    }
    const malformed = await list(staff, 'pas-un-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Ce compte enseignant n’existe pas.');
    const empty = await list(staff, (await createTestTeacher(t)).id);
    expect(empty.json()).toEqual({ classrooms: [] });
  });

  it('l’équipe archive une classe avec une raison : le code cesse, les élèves restent, le journal le garde', async () => {
    const other = await aClassroomOf(t, teacher, 'Seconde 1');
    expect((await archive(staff, other.id, '')).statusCode).toBe(400);
    expect((await archive(staff, UNKNOWN)).statusCode).toBe(404);

    const archived = await archive(staff, other.id);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: other.id, archived: true, joinCodeExpiresAt: null });
    const student = await createTestUser(t);
    const join = await t.app.inject({
      method: 'POST',
      url: '/api/classrooms/join',
      headers: student.headers,
      payload: { code: other.joinCode },
    });
    expect(join.statusCode).toBe(404);
    // Twice: nothing more, no second line in the log.
    expect((await archive(staff, other.id)).json().archived).toBe(true);

    const audit = await t.database.query<{ action: string; reason: string; details: { name: string } }>(
      `SELECT action, reason, details FROM staff_audit WHERE target_user_id = $1 AND action = 'classe_archivee'`,
      [teacher.id],
    );
    expect(audit).toEqual([
      {
        action: 'classe_archivee',
        reason: 'Code affiché sur un réseau social',
        details: { classroomId: other.id, name: 'Seconde 1' },
      },
    ]);
    const teacherView = await t.app.inject({
      method: 'GET',
      url: '/api/classrooms',
      headers: teacher.headers,
    });
    const seen = teacherView.json().classrooms.find((c: { id: string }) => c.id === other.id);
    expect(seen).toMatchObject({ archived: true, joinCode: null });
  });
});
