import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Plays a scripted dialogue: clicks Suivant (or Passer, or the last label) as a student would, the first click
 * showing the whole message, until `target` appears.
 */
export async function advanceUntil(page: Page, target: Locator, maxClicks = 30): Promise<void> {
  const next = page.getByRole('button', { name: /^(Suivant|Passer|Commençons)$/ });
  for (let click = 0; click < maxClicks; click += 1) {
    if (await target.isVisible()) return;
    await next
      .first()
      .click({ timeout: 2_000 })
      .catch(() => {});
  }
  await expect(target).toBeVisible();
}

/** The success dialog of a level, checked then closed through its button back to /app/activites. */
export async function expectLevelSuccess(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}
