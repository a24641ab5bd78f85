import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { mailedLinkToken } from './session';
import { E2E_STAFF_EMAILS } from './staff-accounts';

const STAFF_PASSWORD = 'motdepasse-equipe-e2e';

// An access token lives 15 minutes: a fresh one is taken well before.
const TOKEN_REUSE_MS = 10 * 60_000;
let cached: { token: string; at: number } | undefined;

/**
 * A request context of its own (no cookie shared with the page: the student stays signed in
 * in the browser) carrying a staff member's bearer token. The staff account is created through
 * the real sign-up and e-mail confirmation the first time.
 */
async function staffApi(): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL;
  const anonymous = await request.newContext({ baseURL });
  try {
    if (!cached || Date.now() - cached.at > TOKEN_REUSE_MS) {
      cached = { token: await staffAccessToken(anonymous), at: Date.now() };
    }
  } finally {
    await anonymous.dispose();
  }
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${cached.token}` } });
}

async function staffAccessToken(api: APIRequestContext): Promise<string> {
  const email = E2E_STAFF_EMAILS[test.info().parallelIndex % E2E_STAFF_EMAILS.length]!;
  const login = await api.post('/api/auth/login', { data: { email, password: STAFF_PASSWORD } });
  if (login.ok()) return ((await login.json()) as { access_token: string }).access_token;
  const registration = await api.post('/api/auth/register', {
    data: {
      email,
      password: STAFF_PASSWORD,
      userData: { prenom: 'Nora', nom: 'Lefort', age: 30, genre: 'Autre', departement: '75 - Paris' },
    },
  });
  expect(registration.status(), await registration.text()).toBe(202);
  const confirmation = await api.post('/api/auth/confirm', { data: { token: await mailedLinkToken(email) } });
  expect(confirmation.status(), await confirmation.text()).toBe(200);
  return ((await confirmation.json()) as { access_token: string }).access_token;
}

/** The worker's staff account, created on first use: to sign in with it in a browser. */
export async function staffCredentials(): Promise<{ email: string; password: string }> {
  await asStaff(async () => undefined);
  return {
    email: E2E_STAFF_EMAILS[test.info().parallelIndex % E2E_STAFF_EMAILS.length]!,
    password: STAFF_PASSWORD,
  };
}

async function asStaff<T>(action: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await staffApi();
  try {
    return await action(api);
  } finally {
    await api.dispose();
  }
}

/** Puts a student at the start of `level` (staff endpoint, the same as `npm run admin -- set-level`). */
export async function setLevel(userId: string, level: number): Promise<void> {
  await asStaff(async (api) => {
    const response = await api.post(`/api/admin/users/${userId}/level`, { data: { level } });
    expect(response.status(), await response.text()).toBe(200);
  });
}

/** Gives or removes the paid status (staff endpoint). */
export async function setPaid(userId: string, value: boolean): Promise<void> {
  await asStaff(async (api) => {
    const response = await api.post(`/api/admin/users/${userId}/paid`, { data: { value } });
    expect(response.status(), await response.text()).toBe(200);
  });
}

/** A formation of the catalogue added by the staff: how a school (its UAI) enters Déclic without an import. */
export async function addFormation(body: Record<string, unknown>): Promise<void> {
  await asStaff(async (api) => {
    const response = await api.post('/api/formations', { data: body });
    expect(response.status(), await response.text()).toBe(201);
  });
}

export interface StoredBugReport {
  id: string;
  title: string;
  description: string;
  location: string;
  userAgent: string;
  email: string | null;
  userId: string | null;
}

/** The latest bug reports as stored by the server (staff endpoint). */
export async function readBugReports(): Promise<StoredBugReport[]> {
  return asStaff(async (api) => {
    const response = await api.get('/api/admin/bug-reports?limit=50');
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { items: StoredBugReport[] }).items;
  });
}

interface StudentCredentials {
  id: string;
  email: string;
  password: string;
}

/** Calls the API with the student's own token (a fresh sign-in, apart from the browser's session). */
async function asStudent<T>(
  user: StudentCredentials,
  path: string,
  postData?: object,
  method: 'post' | 'put' = 'post',
): Promise<T> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await api.post('/api/auth/login', { data: { email: user.email, password: user.password } });
    expect(login.status(), await login.text()).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}` };
    const response = postData
      ? await api[method](path, { headers, data: postData })
      : await api.get(path, { headers });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  } finally {
    await api.dispose();
  }
}

/** Saves an avatar for the student, as the avatar screen does (POST /api/results/avatar/temp). */
export async function saveStudentAvatar(user: StudentCredentials): Promise<void> {
  // The editor's starting colours (AVATAR_DEFAULTS of the domain), seeded with the e-mail.
  const picture = new URLSearchParams({
    seed: user.email,
    size: '256',
    radius: '30',
    backgroundColor: 'f2f4f7',
    skinColor: 'f7c9a9',
    hairColor: '3b2c2a',
    glasses: 'false',
  });
  await asStudent(user, '/api/results/avatar/temp', {
    seed: user.email,
    bg: '#F2F4F7',
    skin: '#f7c9a9',
    hair: '#3b2c2a',
    glasses: false,
    radius: 30,
    url: `/api/avatars/adventurer.svg?${picture.toString()}`,
    provider: 'dicebear-adventurer',
  });
}

/** The student's own progression as the server holds it (GET /api/progression/{id}). */
export function readOwnProgression(
  user: StudentCredentials,
): Promise<{ level: number; xp: number; isPaid: boolean }> {
  return asStudent(user, `/api/progression/${user.id}`);
}

/** The reminders the student's productions bring (GET /api/levels/productions). */
export async function readOwnReminders(user: StudentCredentials): Promise<{ level: number; due: string }[]> {
  return (await asStudent<{ reminders: { level: number; due: string }[] }>(user, '/api/levels/productions'))
    .reminders;
}

/** Everything the server keeps about the student (GET /api/privacy/export), as one JSON text. */
export async function readOwnDataExport(user: StudentCredentials): Promise<string> {
  return JSON.stringify(await asStudent(user, '/api/privacy/export'));
}

/** Saves the student's answer to one step of a level, as the level player does. */
export async function saveOwnStep(
  user: StudentCredentials,
  level: number,
  stepId: string,
  answer: object,
): Promise<void> {
  await asStudent(user, `/api/levels/${level}/steps/${stepId}`, { answer }, 'put');
}

/** Has Déclic draft a cover letter for `job` and keeps it in « Mes lettres » (POST /api/letter/generate). */
export async function writeOwnLetter(user: StudentCredentials, job: string): Promise<void> {
  await asStudent(user, '/api/letter/generate', { style: 'sobre', emploi_selection: job });
}

/** Creates or replaces a shared key date of level 20 (staff endpoint, audited). */
export async function saveKeyDate(id: string, body: Record<string, unknown>): Promise<void> {
  await asStaff(async (api) => {
    const response = await api.put(`/api/admin/key-dates/${id}`, { data: body });
    expect(response.status(), await response.text()).toBe(200);
  });
}
