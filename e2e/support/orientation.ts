import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { SignedUpUser } from './session';

/** Fixed answers, and the three jobs the engine's unit test predicts for them (demo catalogue). */
export const ORIENTATION_PATTERN = JSON.parse(
  fs.readFileSync(new URL('../tests/orientation-pattern.json', import.meta.url), 'utf8'),
) as { answers: string[]; expectedHollandCode: string; expectedTopJobs: string[] };

/**
 * Answers the orientation questionnaire with the fixed pattern through the real endpoints (the
 * journey itself is orientation-journey.spec.ts): the student then has recommended jobs.
 */
export async function answerOrientation(page: Page, user: SignedUpUser): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = {
    authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
  };
  const questions = (await (await page.request.get('/api/questionnaire/questions')).json()) as {
    id: number;
  }[];
  const submit = await page.request.post('/api/questionnaire/submit', {
    headers,
    data: {
      answers: questions.map((q, i) => ({ question_id: q.id, answer: ORIENTATION_PATTERN.answers[i] })),
    },
  });
  expect(submit.status(), await submit.text()).toBe(200);
  const analysis = await page.request.post('/api/analysis/generate-analysis', {
    headers,
    data: { userId: user.id },
  });
  expect(analysis.status(), await analysis.text()).toBe(200);
}
