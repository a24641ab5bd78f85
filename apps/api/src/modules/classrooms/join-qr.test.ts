import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, testDatabaseKind } from '../../../test/helper';
import { createTestTeacher } from '../teachers/teachers.test-support';
import { aClassroomOf } from './classrooms.test-support';
import { joinQrSvg } from './join-qr';

describe(`QR code d’une classe (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const qr = (id: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/classrooms/${id}/qr.svg`, headers });

  it('dessine l’adresse de l’écran d’adhésion, code rempli, pour l’enseignant de la classe', async () => {
    const teacher = await createTestTeacher(t);
    const classroom = await aClassroomOf(t, teacher);
    const response = await qr(classroom.id, teacher.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const address = `${t.app.config.publicUrl}/app/rejoindre/${classroom.joinCode}`;
    expect(response.body).toBe(joinQrSvg(address));

    // A new code, a new picture: the old address is drawn no more.
    await t.app.inject({
      method: 'POST',
      url: `/api/classrooms/${classroom.id}/join-code`,
      headers: teacher.headers,
    });
    expect((await qr(classroom.id, teacher.headers)).body).not.toBe(response.body);
  });

  it('la classe d’un autre enseignant ou inconnue : 404 ; élève : 403 ; classe archivée : 409', async () => {
    const teacher = await createTestTeacher(t);
    const classroom = await aClassroomOf(t, teacher);
    const other = await createTestTeacher(t);
    const foreign = await qr(classroom.id, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('classe_introuvable');
    expect((await qr('7d3c1a8e-2b4f-4c6d-9e0a-1b2c3d4e5f60', teacher.headers)).statusCode).toBe(404);
    expect((await qr('pas-un-id', teacher.headers)).statusCode).toBe(400);

    const student = await createTestUser(t, { profileType: 'student' });
    expect((await qr(classroom.id, student.headers)).statusCode).toBe(403);

    await t.app.inject({
      method: 'POST',
      url: `/api/classrooms/${classroom.id}/archive`,
      headers: teacher.headers,
    });
    const archived = await qr(classroom.id, teacher.headers);
    expect(archived.statusCode).toBe(409);
    expect(archived.json().code).toBe('classe_archivee');
  });

  it('un compte enseignant suspendu ne dessine plus le code : 403', async () => {
    const teacher = await createTestTeacher(t);
    const classroom = await aClassroomOf(t, teacher);
    await t.database.query(`UPDATE teachers SET status = 'suspended' WHERE user_id = $1`, [teacher.id]);
    const response = await qr(classroom.id, teacher.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('enseignant_suspendu');
  });
});
