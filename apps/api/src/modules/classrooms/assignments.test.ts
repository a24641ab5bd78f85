import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestUser,
  setTestLevel,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from '../../../test/helper';
import { createTestTeacher } from '../teachers/teachers.test-support';
import { sendAssignmentReminders } from './assignment-reminders';
import { aClassroomOf, joinAs } from './classrooms.test-support';

// 1 December 2026, 9 h in Paris: the class's school year is 2026-2027.
const MONDAY = new Date('2026-12-01T08:00:00Z');
const at = (isoDay: string) => new Date(`${isoDay}T08:00:00Z`);

describe(`niveaux assignés à une classe (${testDatabaseKind})`, () => {
  let t: TestApp;
  let teacher: TestUser;
  let classroom: { id: string; joinCode: string };
  let lea: TestUser;
  let sam: TestUser;
  let noa: TestUser;
  let noaMembership: string;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestUser, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const assign = (level: number, dueOn: string, who = teacher, classroomId = classroom.id) =>
    call('POST', `/classrooms/${classroomId}/assignments`, who, { level, dueOn });
  const mine = async (who: TestUser) => (await call('GET', '/classrooms/assignments', who)).json();

  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_SCALE: '1000' });
    t.app.clock.now = () => MONDAY;
    teacher = await createTestTeacher(t);
    classroom = await aClassroomOf(t, teacher, 'Terminale B');
    lea = await createTestUser(t, { firstName: 'Léa' });
    sam = await createTestUser(t, { firstName: 'Samir' });
    noa = await createTestUser(t, { firstName: 'Noa' });
    // Léa has passed level 6 already; Samir and Noa have not.
    await setTestLevel(t.database, lea.id, 8);
    await setTestLevel(t.database, sam.id, 4);
    await joinAs(t, lea, classroom.joinCode);
    await joinAs(t, sam, classroom.joinCode);
    noaMembership = await joinAs(t, noa, classroom.joinCode);
  });
  afterAll(() => t.close());

  it('assigne un niveau : la liste dit qui l’a terminé, élève par élève', async () => {
    const response = await assign(6, '2026-12-12');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ level: 6, dueOn: '2026-12-12', studentCount: 3, doneCount: 1 });
    const [assignment] = (await call('GET', `/classrooms/${classroom.id}/assignments`, teacher)).json()
      .assignments;
    expect(assignment.students).toEqual([
      { studentId: lea.id, name: 'Léa', done: true },
      { studentId: noa.id, name: 'Noa', done: false },
      { studentId: sam.id, name: 'Samir', done: false },
    ]);
  });

  it('prévient chaque élève qui ne l’a pas fait, en le tutoyant, vers le niveau', async () => {
    const forSam = await mine(sam);
    expect(forSam.assignments).toEqual([
      { id: expect.any(String), level: 6, dueOn: '2026-12-12', classroomName: 'Terminale B', done: false },
    ]);
    expect(forSam.notices).toEqual([
      {
        id: expect.any(String),
        level: 6,
        message: 'Ta classe Terminale B\u202f: niveau 6 à faire avant le 12 décembre.',
        sentAt: MONDAY.toISOString(),
      },
    ]);
    const forLea = await mine(lea);
    expect(forLea.assignments[0].done).toBe(true);
    expect(forLea.notices).toEqual([]);
  });

  it('compte la complétion du niveau lui-même, vérifiée par le serveur', async () => {
    // Samir's mission of level 6 is recorded (what the level's completion writes).
    await setTestLevel(t.database, sam.id, 6);
    await t.database.query(`UPDATE progression SET quests = '["job_research"]'::jsonb WHERE user_id = $1`, [
      sam.id,
    ]);
    expect((await mine(sam)).assignments[0].done).toBe(true);
    const list = (await call('GET', `/classrooms/${classroom.id}/assignments`, teacher)).json();
    expect(list.assignments[0]).toMatchObject({ doneCount: 2, studentCount: 3 });
  });

  it.each([
    [{ level: 0, dueOn: '2026-12-12' }, 'Le niveau est un nombre entier de 1 à 50.'],
    [{ level: 51, dueOn: '2026-12-12' }, 'Le niveau est un nombre entier de 1 à 50.'],
    [{ level: 7, dueOn: '12/12/2026' }, 'Une date s’écrit AAAA-MM-JJ.'],
    [{ level: 7, dueOn: '2026-02-30' }, 'Cette date n’existe pas.'],
    [{ level: 7, dueOn: '2026-12-01' }, 'Choisissez une date à venir'],
    [{ level: 7, dueOn: '2027-09-01' }, 'le 31 août 2027 au plus tard'],
  ])('refuse %o : 400 en français', async (body, message) => {
    const response = await call('POST', `/classrooms/${classroom.id}/assignments`, teacher, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('un niveau déjà assigné : 409 en français', async () => {
    const response = await assign(6, '2027-01-15');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Le niveau 6 est déjà assigné à cette classe.');
  });

  it('rappelle 3 jours avant et la veille, une seule fois, jamais à qui a fini', async () => {
    const noaNotices = async () => (await mine(noa)).notices.map((n: { message: string }) => n.message);
    expect(await sendAssignmentReminders(t.database, at('2026-12-08'))).toEqual({ reminded: 0 });
    expect(await sendAssignmentReminders(t.database, at('2026-12-09'))).toEqual({ reminded: 1 });
    // The same day again, and the next day in the same window: nothing more.
    expect(await sendAssignmentReminders(t.database, at('2026-12-09'))).toEqual({ reminded: 0 });
    expect(await sendAssignmentReminders(t.database, at('2026-12-10'))).toEqual({ reminded: 0 });
    expect(await noaNotices()).toEqual([
      'Rappel de ta classe Terminale B\u202f: niveau 6 à faire avant le 12 décembre, plus que 3 jours.',
      'Ta classe Terminale B\u202f: niveau 6 à faire avant le 12 décembre.',
    ]);
    expect(await sendAssignmentReminders(t.database, at('2026-12-11'))).toEqual({ reminded: 1 });
    expect(await sendAssignmentReminders(t.database, at('2026-12-11'))).toEqual({ reminded: 0 });
    expect((await noaNotices())[0]).toContain('c’est demain');
    // Léa and Samir finished the level: never reminded.
    expect((await mine(sam)).notices).toHaveLength(1);
    expect((await mine(lea)).notices).toEqual([]);
    expect(await sendAssignmentReminders(t.database, at('2026-12-12'))).toEqual({ reminded: 0 });
  });

  it('un autre enseignant : 404 partout ; un élève ou une entreprise : 403', async () => {
    const [assignment] = (await call('GET', `/classrooms/${classroom.id}/assignments`, teacher)).json()
      .assignments;
    const other = await createTestTeacher(t);
    const otherClassroom = await aClassroomOf(t, other, 'Seconde 1');
    expect((await call('GET', `/classrooms/${classroom.id}/assignments`, other)).statusCode).toBe(404);
    expect((await assign(9, '2026-12-20', other)).statusCode).toBe(404);
    const removed = await call('DELETE', `/classrooms/${classroom.id}/assignments/${assignment.id}`, other);
    expect(removed.statusCode).toBe(404);
    // Through their own class, the other teacher cannot reach this class's assignment either.
    const sideways = await call(
      'DELETE',
      `/classrooms/${otherClassroom.id}/assignments/${assignment.id}`,
      other,
    );
    expect(sideways.statusCode).toBe(404);
    expect(sideways.json().code).toBe('assignation_introuvable');
    for (const who of [sam, await createTestUser(t, { profileType: 'company' })]) {
      expect((await call('GET', `/classrooms/${classroom.id}/assignments`, who)).statusCode).toBe(403);
      expect((await assign(9, '2026-12-20', who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/classrooms/assignments', teacher)).statusCode).toBe(403);
  });

  it('un élève d’une autre classe ne voit rien ; un élève parti ne voit plus rien', async () => {
    const other = await createTestTeacher(t);
    const otherClassroom = await aClassroomOf(t, other, 'Seconde 1');
    const outsider = await createTestUser(t);
    await joinAs(t, outsider, otherClassroom.joinCode);
    expect(await mine(outsider)).toEqual({ assignments: [], notices: [] });

    expect((await call('DELETE', `/classrooms/memberships/${noaMembership}`, noa)).statusCode).toBe(204);
    expect(await mine(noa)).toEqual({ assignments: [], notices: [] });
    // Leaving took what Noa had been told with the membership.
    const [left] = await t.database.query(
      'SELECT count(*)::int AS n FROM classroom_assignment_notices WHERE student_id = $1',
      [noa.id],
    );
    expect(left).toEqual({ n: 0 });
    const [assignment] = (await call('GET', `/classrooms/${classroom.id}/assignments`, teacher)).json()
      .assignments;
    expect(assignment).toMatchObject({ studentCount: 2 });
    expect(assignment.students.map((s: { studentId: string }) => s.studentId)).not.toContain(noa.id);
  });

  it('l’export de l’élève liste ce qu’il a reçu ; retirer le niveau l’efface chez tous', async () => {
    const exported = await call('GET', '/privacy/export', sam);
    expect(exported.json().tables.classroom_assignment_notices).toHaveLength(1);
    const [assignment] = (await call('GET', `/classrooms/${classroom.id}/assignments`, teacher)).json()
      .assignments;
    const url = `/classrooms/${classroom.id}/assignments/${assignment.id}`;
    expect((await call('DELETE', url, teacher)).statusCode).toBe(204);
    expect((await call('DELETE', url, teacher)).statusCode).toBe(404);
    expect(await mine(sam)).toEqual({ assignments: [], notices: [] });
  });

  it('une classe archivée ne reçoit plus de niveau : 409', async () => {
    const archived = await aClassroomOf(t, teacher, 'Ancienne');
    await call('POST', `/classrooms/${archived.id}/archive`, teacher);
    const response = await assign(3, '2026-12-20', teacher, archived.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('classe_archivee');
  });
});
