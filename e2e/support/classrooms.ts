import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { addFormation } from './progression';
import { mailedLinkToken } from './session';

export interface TeacherClassroom {
  id: string;
  name: string;
  joinCode: string;
  /** The teacher's own API (bearer token), to read the class as they would. */
  teacherApi: APIRequestContext;
  /** The teacher's credentials, to sign in a browser (signInTeacher). */
  email: string;
  password: string;
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
  const password = 'motdepasse-prof-e2e';
  try {
    const registration = await anonymous.post('/api/teachers/register', {
      data: { email, password, firstName: 'Claire', lastName: 'Durand', uai },
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
    return { id: classroom.id, name, joinCode: classroom.joinCode, teacherApi, email, password };
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

/**
 * Puts the teacher's session in the browser as a returning visitor has it: the refresh cookie
 * (signing in through the API of the page's own context) and the hint that a session may exist.
 */
export async function signInTeacher(page: Page, teacher: { email: string; password: string }): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: teacher.email, password: teacher.password, profile_type: 'teacher' },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.addInitScript(() => window.localStorage.setItem('declic.session_hint', '1'));
}

/** A new confirmed student who joins the class by its code through the API (no screen). */
export async function studentJoinsByCode(joinCode: string, firstName: string, lastName = 'Bernard') {
  const baseURL = test.info().project.use.baseURL;
  const anonymous = await request.newContext({ baseURL });
  const email = `eleve.${Date.now()}.${test.info().parallelIndex}.${randomBytes(3).toString('hex')}@example.fr`;
  try {
    const registration = await anonymous.post('/api/auth/register', {
      data: {
        email,
        password: 'motdepasse-eleve-e2e',
        userData: { prenom: firstName, nom: lastName, age: 17, genre: 'Femme', departement: '25 - Doubs' },
      },
    });
    expect(registration.status(), await registration.text()).toBe(202);
    const confirmation = await anonymous.post('/api/auth/confirm', {
      data: { token: await mailedLinkToken(email) },
    });
    expect(confirmation.status(), await confirmation.text()).toBe(200);
    const token = ((await confirmation.json()) as { access_token: string }).access_token;
    const joined = await anonymous.post('/api/classrooms/join', {
      data: { code: joinCode },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  } finally {
    await anonymous.dispose();
  }
}
