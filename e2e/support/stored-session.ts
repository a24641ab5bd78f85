import type { Page } from '@playwright/test';

/**
 * The one place e2e tests know how the web app stores a session. Today `restoreSession()`
 * (apps/web/src/lib/auth/session.ts) reads the access token from localStorage; when the
 * accounts work changes that mechanism, only this helper changes.
 */
const ACCESS_TOKEN_KEY = 'declic.access_token';

/** Makes every page of this test start with a stored session, as after a sign-in. */
export async function storeSession(page: Page, accessToken = 'jeton-de-test-e2e'): Promise<void> {
  await page.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [
    ACCESS_TOKEN_KEY,
    accessToken,
  ] as const);
}
