import { dayInFrance } from '@declic/domain';
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
import { createTestTeacher } from '../teachers/teachers.test-support';
import { joinAs } from './classrooms.test-support';

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => dayInFrance(new Date(Date.now() + days * DAY_MS));
/** The school year under way, so that the test does not age. */
function currentSchoolYear(): string {
  const now = new Date();
  const start = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${start}-${start + 1}`;
}

describe(`tableau de bord et export d’une classe (${testDatabaseKind})`, () => {
  let t: TestApp;
  let teacher: TestUser;
  let classroom: { id: string; joinCode: string };
  let lea: TestUser;
  let sam: TestUser;
  let noe: TestUser;

  const get = (url: string, who: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });
  const keyDate = (id: string, startsOn: string) =>
    t.database.query(
      `INSERT INTO key_dates (id, session, label, starts_on, source_label, source_url)
       VALUES ($1, 'test', $2, $3, 'Parcoursup', 'https://www.parcoursup.gouv.fr')`,
      [id, `Date ${id}`, startsOn],
    );

  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_SCALE: '1000' });
    teacher = await createTestTeacher(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/classrooms',
      headers: teacher.headers,
      payload: { name: 'Première 2 — =groupe', grade: 'premiere', schoolYear: currentSchoolYear() },
    });
    classroom = created.json();
    lea = await createTestUser(t, { firstName: 'Léa' });
    sam = await createTestUser(t, { firstName: '=Samir' });
    noe = await createTestUser(t, { firstName: 'Noé' });
    await t.database.query(`UPDATE profiles SET last_name = 'martin' WHERE user_id = $1`, [lea.id]);
    await setTestLevel(t.database, lea.id, 7);
    await t.database.query('UPDATE progression SET xp = 420 WHERE user_id = $1', [lea.id]);
    await t.database.query(
      `INSERT INTO analysis_results (user_id, questionnaire_type, results) VALUES ($1, 'orientation', '{}'::jsonb)`,
      [lea.id],
    );
    // Beyond the free levels an unpaid student sees level 10: the dashboard counts that level.
    await setTestLevel(t.database, sam.id, 15, { paid: false });
    // Answers a teacher never sees, whatever the student shares.
    await storePassedStep(t, lea, 16, 'lettre', { text: 'Ma lettre de motivation très personnelle' });
    for (const student of [lea, sam, noe]) await joinAs(t, student, classroom.joinCode);
    // After joining: a request of the student counts as activity.
    await t.database.query(`UPDATE users SET last_active_at = now() - interval '20 days' WHERE id = $1`, [
      sam.id,
    ]);
    await keyDate('passee', dayFromNow(-2));
    await keyDate('bientot', dayFromNow(3));
    await keyDate('annee-suivante', `${Number(currentSchoolYear().slice(5)) + 1}-01-15`);
  });
  afterAll(() => t.close());

  it('compte la classe, répartit les niveaux vus par l’élève, liste les inactifs et les dates à venir', async () => {
    const response = await get(`/classrooms/${classroom.id}/dashboard`, teacher);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    expect(dashboard.classroom).toMatchObject({
      id: classroom.id,
      name: 'Première 2 — =groupe',
      grade: 'premiere',
    });
    expect(dashboard.counts).toEqual({ students: 3, started: 2, questionnaireDone: 1, inactive: 1 });
    expect(dashboard.levels.map((band: { count: number }) => band.count)).toEqual([1, 2, 0, 0, 0, 0]);
    expect(dashboard.inactive).toEqual([{ name: '=Samir', lastActiveAt: expect.any(String) }]);
    expect(dashboard.students.map((student: { name: string }) => student.name)).toEqual([
      '=Samir',
      'Léa M.',
      'Noé',
    ]);
    expect(dashboard.keyDates.map((date: { id: string }) => date.id)).toEqual(['bientot']);
    expect(response.body).not.toContain('Ma lettre');
    expect(response.body).not.toContain(lea.email);
  });

  it('le CSV : BOM, point-virgule, en-têtes français, pièce jointe nommée, cellules sans formule', async () => {
    const response = await get(`/classrooms/${classroom.id}/export.csv`, teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="classe-premiere-2-groupe.csv"',
    );
    const lines = response.rawPayload.toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFÉlève;Niveau;XP;Dernière activité;Questionnaire fait');
    expect(lines[1]).toMatch(/^'=Samir;10;\d+;\d\d\/\d\d\/\d{4};non$/);
    expect(lines[2]).toMatch(/^Léa M\.;7;420;\d\d\/\d\d\/\d{4};oui$/);
    expect(response.body).not.toContain('Ma lettre');
  });

  it('la classe d’un autre enseignant répond 404, un élève 403', async () => {
    const other = await createTestTeacher(t);
    for (const path of ['dashboard', 'export.csv']) {
      const response = await get(`/classrooms/${classroom.id}/${path}`, other);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('classe_introuvable');
      expect((await get(`/classrooms/${classroom.id}/${path}`, lea)).statusCode).toBe(403);
    }
    expect((await get('/classrooms/pas-un-identifiant/dashboard', teacher)).statusCode).toBe(400);
  });

  it('un élève parti n’est plus compté ni exporté', async () => {
    const [membership] = await t.database.query<{ id: string }>(
      'SELECT id FROM classroom_memberships WHERE student_id = $1',
      [noe.id],
    );
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/classrooms/memberships/${membership?.id}`,
      headers: noe.headers,
    });
    expect(left.statusCode).toBe(204);
    const dashboard = (await get(`/classrooms/${classroom.id}/dashboard`, teacher)).json();
    expect(dashboard.counts.students).toBe(2);
    expect(dashboard.levels[0].count).toBe(0);
    expect((await get(`/classrooms/${classroom.id}/export.csv`, teacher)).body).not.toContain('Noé');
  });
});
