import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AnswerValue } from '@declic/domain';
import type { Analyse, MeasuredAnalysis } from './measure';

/** POST with JSON through the real HTTP API; a refusal stops the bench with its answer. */
async function post<T>(base: string, route: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} : ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A mail of the outbox; null while the server is still writing it. */
function readMail(file: string): { to: string; actionUrl?: string } | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { to: string; actionUrl?: string };
  } catch {
    return null;
  }
}

/** The sign-up link the server wrote to its outbox for this address. */
async function signupToken(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 200; tries++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.json')) : [];
    for (const file of files) {
      const mail = readMail(path.join(outbox, file));
      const token = mail?.actionUrl?.match(/access_token=([^&]+)&type=signup/)?.[1];
      if (mail?.to === email && token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`aucun e-mail d’inscription pour ${email}`);
}

export interface BenchStudent {
  id: string;
  token: string;
  email: string;
  password: string;
}

/** A student who registered and confirmed by e-mail, as a real one does (any address by default). */
export async function confirmedStudent(
  base: string,
  dataDir: string,
  email = `banc.${randomBytes(5).toString('hex')}@example.fr`,
): Promise<BenchStudent> {
  const password = 'motdepasse-banc';
  await post(base, '/api/auth/register', {
    email,
    password,
    userData: { prenom: 'Camille', nom: 'Banc', age: 17, genre: 'Autre', departement: '69 - Rhône' },
  });
  const confirmed = await post<{ access_token: string; user: { id: string } }>(base, '/api/auth/confirm', {
    token: await signupToken(dataDir, email),
  });
  return { id: confirmed.user.id, token: confirmed.access_token, email, password };
}

/**
 * Analyses through the API: one registered student per intended code; each set of answers is
 * submitted (replacing the last) and the analysis generated, as the results page does.
 */
export function analyseThroughApi(base: string, dataDir: string): Analyse {
  const students = new Map<string, Promise<BenchStudent>>();
  return async (answers: ReadonlyMap<number, AnswerValue>, code: string) => {
    if (!students.has(code)) students.set(code, confirmedStudent(base, dataDir));
    const student = await students.get(code)!;
    const list = [...answers].map(([question_id, answer]) => ({ question_id, answer }));
    await post(base, '/api/questionnaire/submit', { answers: list }, student.token);
    const { results } = await post<{ results: MeasuredAnalysis }>(
      base,
      '/api/analysis/generate-analysis',
      { userId: student.id },
      student.token,
    );
    return results;
  };
}
