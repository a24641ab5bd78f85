import type { Browser, Page } from 'puppeteer-core';
import { confirmedStudent } from '../recommendations/through-api';

/** The address the bench gives the staff (STAFF_EMAILS of its server): it raises the student's level. */
export const BENCH_STAFF_EMAIL = 'banc.equipe@example.fr';

/** The browser's session hint, as apps/web lib/auth/session-store.ts writes it after a sign-in. */
const SESSION_HINT_KEY = 'declic.session_hint';

export interface BenchAccount {
  email: string;
  password: string;
}

/**
 * A confirmed student at `level` (the level pages and the catalogue open from level 6), raised
 * by a staff account through the real admin API.
 */
export async function studentAtLevel(base: string, dataDir: string, level: number): Promise<BenchAccount> {
  const student = await confirmedStudent(base, dataDir);
  const staff = await confirmedStudent(base, dataDir, BENCH_STAFF_EMAIL);
  const response = await fetch(`${base}/api/admin/users/${student.id}/level`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
    body: JSON.stringify({ level }),
  });
  if (!response.ok) throw new Error(`niveau refusé : ${response.status} ${await response.text()}`);
  return student;
}

/**
 * A page of a fresh browser profile signed in as after a real sign-in: the refresh cookie in the
 * browser's own jar (set by the server's answer to /api/auth/login, sent from the page) and the
 * session hint in localStorage. The HTTP cache is then emptied: the measured load starts cold,
 * like the public pages'. The cookie rotates when the app renews the session, so each run signs
 * in again in a profile of its own.
 */
export async function signedInPage(browser: Browser, base: string, account: BenchAccount): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // A light page of the site (no script of the app): the sign-in request is same-origin from it.
  await page.goto(`${base}/legal/mentions-legales`, { waitUntil: 'load' });
  const status = await page.evaluate(
    async (email, password, hintKey) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, profile_type: 'student' }),
      });
      // Runs in the page: its storage, as the app writes the hint after a sign-in.
      if (response.ok)
        (globalThis as unknown as { localStorage: Storage }).localStorage.setItem(hintKey, '1');
      return response.status;
    },
    account.email,
    account.password,
    SESSION_HINT_KEY,
  );
  if (status !== 200) throw new Error(`connexion refusée dans le navigateur : ${status}`);
  const cookies = await context.cookies();
  if (!cookies.some((cookie) => cookie.name.endsWith('declic_refresh'))) {
    throw new Error('connexion sans cookie de rafraîchissement dans le navigateur');
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return page;
}
