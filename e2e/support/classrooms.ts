import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { addFormation } from './progression';
import { mailedLinkToken } from './session';

export interface TeacherClassroom {
  id: string;
  name: string;
  joinCode: string;
  /** The teacher's own API (bearer token), to read the class as they would. */
  teacherApi: APIRequestContext;
}

/**
 * A confirmed teacher with an academic address, in a school the staff added to the catalogue
 * (the e2e server imports no lycées), and one class of theirs: all through the real API.
 */
export async function teacherWithClassroom(name: string): Promise<TeacherClassroom> {
  const unique = `${Date.now()}${test.info().parallelIndex}`;
  const uai = `0${unique.slice(-6)}E`;
  await addFormation({
    nm: ['Baccalauréat général'],
    etab_nom: 'Lycée Louis-Pasteur',
    etab_uai: uai,
    commune: 'Besançon',
  });
  const baseURL = test.info().project.use.baseURL;
  const anonymous = await request.newContext({ baseURL });
  const email = `claire.durand.${unique}@ac-besancon.fr`;
  try {
    const registration = await anonymous.post('/api/teachers/register', {
      data: { email, password: 'motdepasse-prof-e2e', firstName: 'Claire', lastName: 'Durand', uai },
    });
    expect(registration.status(), await registration.text()).toBe(202);
    const confirmation = await anonymous.post('/api/auth/confirm', {
      data: { token: await mailedLinkToken(email) },
    });
    expect(confirmation.status(), await confirmation.text()).toBe(200);
    const token = ((await confirmation.json()) as { access_token: string }).access_token;
    const teacherApi = await request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    });
    const created = await teacherApi.post('/api/classrooms', {
      data: { name, grade: 'terminale', schoolYear: '2026-2027' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const classroom = (await created.json()) as { id: string; joinCode: string };
    return { id: classroom.id, name, joinCode: classroom.joinCode, teacherApi };
  } finally {
    await anonymous.dispose();
  }
}

/** How many students the teacher sees in the class. */
export async function studentCount(classroom: TeacherClassroom): Promise<number> {
  const response = await classroom.teacherApi.get('/api/classrooms');
  expect(response.status()).toBe(200);
  const { classrooms } = (await response.json()) as { classrooms: { id: string; studentCount: number }[] };
  return classrooms.find((one) => one.id === classroom.id)?.studentCount ?? -1;
}
