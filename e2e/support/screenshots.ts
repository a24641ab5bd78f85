import path from 'node:path';
import type { Page } from '@playwright/test';

export const VIEWPORTS = [
  { name: 'mobile', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Full-page screenshots at 360 px and 1440 px into E2E_SHOTS_DIR, else e2e/screenshots/ (not committed). */
export async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.waitForTimeout(150);
    await page.screenshot({
      path: path.join(
        process.env.E2E_SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots'),
        `${name}-${viewport.name}.png`,
      ),
      fullPage: true,
    });
  }
}
