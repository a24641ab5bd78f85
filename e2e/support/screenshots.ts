import path from 'node:path';
import type { Page } from '@playwright/test';

export const VIEWPORTS = [
  { name: 'mobile', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Resolves once the browser has laid out and painted two frames (after a resize, say). */
export async function afterLayout(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Gives the page `size` and waits until the page itself has it (its window measures it) and has
 * laid it out: on a loaded machine, the page could still be laid out at the former width when the
 * call returned, and a check then measured the desktop layout.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(
    ({ width, height }) => window.innerWidth === width && window.innerHeight === height,
    size,
  );
  await afterLayout(page);
}

/** Full-page screenshots at 360 px and 1440 px into E2E_SHOTS_DIR, else e2e/screenshots/ (not committed). */
export async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await resizeTo(page, { width: viewport.width, height: viewport.height });
    await page.screenshot({
      path: path.join(
        process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots'),
        `${name}-${viewport.name}.png`,
      ),
      fullPage: true,
    });
  }
}
