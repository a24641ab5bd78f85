import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  storePassedStep,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { hashPassword } from '../auth';
import { createTestTeacher } from '../teachers/teachers.test-support';
import { aClassroomOf, joinAs } from './classrooms.test-support';

const ALL_ON = { metiers: true, formations: true, parcoursup: true, roadMap: true };
const ALL_OFF = { metiers: false, formations: false, parcoursup: false, roadMap: false };

describe(`ce que l’enseignant voit de sa classe (${testDatabaseKind})`, () => {
  let t: TestApp;
  let teacher: TestUser;
  let classroom: { id: string; joinCode: string };
  let lea: TestUser;
  let sam: TestUser;
  let leaMembership: string;
  let samMembership: string;

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const card = (student: TestUser, who = teacher, classroomId = classroom.id) =>
    call('GET', `/classrooms/${classroomId}/students/${student.id}`, who);

  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_SCALE: '1000' });
    teacher = await createTestTeacher(t);
    classroom = await aClassroomOf(t, teacher);
    lea = await createTestUser(t, { firstName: 'Léa' });
    sam = await createTestUser(t, { firstName: 'Samir' });
    await t.database.query(`UPDATE profiles SET last_name = 'martin' WHERE user_id = $1`, [lea.id]);
    await setTestLevel(t.database, lea.id, 7);
    await t.database.query('UPDATE progression SET xp = 420 WHERE user_id = $1', [lea.id]);
    await t.database.query(
      `INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, 'orientation', '{}'::jsonb)`,
      [lea.id],
    );
    await storePassedStep(t, lea, 6, 'trois-metiers', {
      items: [
        { code: 'J1506', label: 'Infirmier / Infirmière' },
        { code: 'K2111', label: 'Professeur / Professeure des écoles' },
        { code: 'M1805', label: 'Développeur / Développeuse' },
      ],
    });
    await storePassedStep(t, lea, 19, 'voeux', { wishes: [{ label: 'BTS SIO — Lycée Guist’hau' }] });
    // Answers that must never leave the student, whatever they share.
    await storePassedStep(t, lea, 16, 'lettre', { text: 'Ma lettre de motivation très personnelle' });
    leaMembership = await joinAs(t, lea, classroom.joinCode);
    samMembership = await joinAs(t, sam, classroom.joinCode);
  });
  afterAll(() => t.close());

  it('la liste : prénom et initiale, niveau, XP, dernière activité, questionnaire — rien d’autre', async () => {
    const response = await call('GET', `/classrooms/${classroom.id}/students`, teacher);
    expect(response.statusCode).toBe(200);
    const students = response.json().students;
    expect(students.map((row: { name: string }) => row.name)).toEqual(['Léa M.', 'Samir']);
    expect(students[0]).toEqual({
      studentId: lea.id,
      name: 'Léa M.',
      level: 7,
      xp: 420,
      lastActiveAt: expect.any(String),
      questionnaireDone: true,
    });
    expect(students[1]).toMatchObject({ level: 1, xp: 0, questionnaireDone: false });
    // Beyond the free levels, an unpaid account shows the level the student sees: 10.
    await setTestLevel(t.database, sam.id, 15, { paid: false });
    const again = (await call('GET', `/classrooms/${classroom.id}/students`, teacher)).json().students;
    expect(again[1].level).toBe(10);
    expect(response.body).not.toContain(lea.email);
  });

  it('la fiche ne montre que les éléments allumés, un par un', async () => {
    expect((await card(lea)).json().shared).toEqual([]);
    await call('PUT', `/classrooms/memberships/${leaMembership}/sharing`, lea, { ...ALL_OFF, metiers: true });
    const withJobs = (await card(lea)).json();
    expect(withJobs.shared).toEqual([
      {
        item: 'metiers',
        label: 'Les trois métiers que tu as choisis',
        lines: [
          { label: 'Métier 1', text: 'Infirmier / Infirmière' },
          { label: 'Métier 2', text: 'Professeur / Professeure des écoles' },
          { label: 'Métier 3', text: 'Développeur / Développeuse' },
        ],
      },
    ]);
    await call('PUT', `/classrooms/memberships/${leaMembership}/sharing`, lea, ALL_ON);
    const everything = await card(lea);
    expect(everything.json().shared.map((row: { item: string }) => row.item)).toEqual([
      'metiers',
      'formations',
      'parcoursup',
      'roadMap',
    ]);
    expect(everything.json().shared[2].lines).toEqual([
      { label: 'Vœu 1', text: 'BTS SIO — Lycée Guist’hau' },
    ]);
    expect(everything.body).not.toContain('Ma lettre de motivation');
    // Switched off again: gone at once.
    await call('PUT', `/classrooms/memberships/${leaMembership}/sharing`, lea, ALL_OFF);
    expect((await card(lea)).json().shared).toEqual([]);
    expect((await card(sam)).json().shared).toEqual([]);
  });

  it('un autre enseignant, un élève d’une autre classe : refusés', async () => {
    const other = await createTestTeacher(t);
    const otherClassroom = await aClassroomOf(t, other, 'Seconde 1');
    const outsider = await createTestUser(t);
    await joinAs(t, outsider, otherClassroom.joinCode);

    expect((await call('GET', `/classrooms/${classroom.id}/students`, other)).statusCode).toBe(404);
    expect((await card(lea, other)).statusCode).toBe(404);
    // The other teacher's own class does not open a door to this class's students.
    expect((await card(lea, other, otherClassroom.id)).statusCode).toBe(404);
    const notMine = await card(outsider);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('eleve_hors_classe');
  });

  it('élève et entreprise n’appellent pas les routes de l’enseignant : 403', async () => {
    for (const who of [lea, await createTestUser(t, { profileType: 'company' })]) {
      expect((await call('GET', `/classrooms/${classroom.id}/students`, who)).statusCode).toBe(403);
      expect((await card(lea, who)).statusCode).toBe(403);
    }
  });

  it('un élève parti disparaît de la liste et sa fiche se ferme aussitôt', async () => {
    await call('PUT', `/classrooms/memberships/${samMembership}/sharing`, sam, ALL_ON);
    expect((await card(sam)).statusCode).toBe(200);
    expect((await call('DELETE', `/classrooms/memberships/${samMembership}`, sam)).statusCode).toBe(204);
    expect((await card(sam)).statusCode).toBe(404);
    const roster = (await call('GET', `/classrooms/${classroom.id}/students`, teacher)).json().students;
    expect(roster.map((row: { studentId: string }) => row.studentId)).not.toContain(sam.id);
  });

  it('l’export contient classes et partages ; l’effacement d’un compte emporte adhésions et classes', async () => {
    const exported = await call('GET', '/privacy/export', lea);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(leaMembership);
    expect(exported.body).toContain('share_road_map');
    const teacherExport = await call('GET', '/privacy/export', teacher);
    expect(teacherExport.body).toContain(classroom.id);

    const deleteAccount = async (who: TestUser) => {
      await t.database.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        who.id,
        await hashPassword('motdepasse-solide'),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/privacy/delete-account',
        headers: who.headers,
        payload: { password: 'motdepasse-solide' },
      });
    };
    expect((await deleteAccount(lea)).statusCode).toBe(204);
    const [membership] = await t.database.query('SELECT 1 FROM classroom_memberships WHERE id = $1', [
      leaMembership,
    ]);
    expect(membership).toBeUndefined();

    expect((await deleteAccount(teacher)).statusCode).toBe(204);
    const [left] = await t.database.query('SELECT 1 FROM classrooms WHERE id = $1', [classroom.id]);
    expect(left).toBeUndefined();
  });
});
