import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { addFormation } from './progression';
import { mailedLinkToken } from './session';

export interface RegisteredTeacher {
  email: string;
  name: string;
  /** The teacher's own API (bearer token), to read their space as they would. */
  api: APIRequestContext;
}

/**
 * A teacher who signed up with an address that is not academic (so waits for the staff) and
 * confirmed it, in a school the staff added to the catalogue: all through the real API.
 */
export async function waitingTeacher(): Promise<RegisteredTeacher> {
  const unique = `${Date.now()}${test.info().parallelIndex}`;
  const uai = `0${unique.slice(-6)}F`;
  await addFormation({
    nm: ['Baccalauréat professionnel'],
    etab_nom: 'Lycée Jules-Haag',
    etab_uai: uai,
    commune: 'Besançon',
  });
  const baseURL = test.info().project.use.baseURL;
  const anonymous = await request.newContext({ baseURL });
  const email = `marc.petit.${unique}@lycee-haag.fr`;
  try {
    const registration = await anonymous.post('/api/teachers/register', {
      data: { email, password: 'motdepasse-prof-e2e', firstName: 'Marc', lastName: 'Petit', uai },
    });
    expect(registration.status(), await registration.text()).toBe(202);
    const confirmation = await anonymous.post('/api/auth/confirm', {
      data: { token: await mailedLinkToken(email) },
    });
    expect(confirmation.status(), await confirmation.text()).toBe(200);
    const token = ((await confirmation.json()) as { access_token: string }).access_token;
    const api = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
    return { email, name: 'Marc Petit', api };
  } finally {
    await anonymous.dispose();
  }
}

/** The status the teacher reads of their own space (GET /api/teacher/me). */
export async function ownStatus(teacher: RegisteredTeacher): Promise<string> {
  const response = await teacher.api.get('/api/teacher/me');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}
