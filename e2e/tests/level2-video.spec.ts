import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { advanceUntil } from '../support/levels';
import { readOwnProgression, setLevel } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { signUpAndSignIn } from '../support/session';

test('niveau 2 : l’intro, la vidéo, puis « J’ai terminé la vidéo » valide le niveau', async ({ page }) => {
  const user = await signUpAndSignIn(page);
  await setLevel(user.id, 2);
  await page.goto('/app/niveau/2');

  const watch = page.getByRole('button', { name: 'Regarder la vidéo' });
  await advanceUntil(page, watch);
  await expectNoSeriousA11yViolations(page);
  await watch.click();
  await expect(page.getByRole('button', { name: 'J’ai terminé la vidéo' })).toBeVisible();
  // Nothing is served at the configured address here: the screen says the video is unavailable.
  await expect(
    page.getByText('La vidéo n’est pas disponible pour le moment.', { exact: false }),
  ).toBeVisible();
  await screenshotAtBothWidths(page, 'level2-watch');

  await page.getByRole('button', { name: 'J’ai terminé la vidéo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Niveau 2 réussi !' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'level2-success');
  await expect.poll(async () => (await readOwnProgression(user)).level).toBe(3);
  await dialog.getByRole('link', { name: 'Retour aux activités' }).click();
  await expect(page).toHaveURL(/\/app\/activites$/);
});

/** A 1.2-second webm drawn on a canvas and recorded by the browser itself (no file in the repo). */
async function recordTinyVideo(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 36;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    // Twelve painted frames make a clip of about a second; the recorder stops itself after them.
    const paint = window.setInterval(() => {
      context.fillStyle = frame++ % 2 ? '#4c32c9' : '#ffd166';
      context.fillRect(0, 0, 64, 36);
      if (frame === 12) recorder.stop();
    }, 100);
    recorder.start();
    await stopped;
    window.clearInterval(paint);
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

test('niveau 2 : la fin de la vidéo valide aussi le niveau', async ({ page }) => {
  const user = await signUpAndSignIn(page);
  await setLevel(user.id, 2);
  // The configured LEVEL2_VIDEO_URL (playwright.config.ts) points at this test file.
  const video = await recordTinyVideo(page);
  await page.route('**/e2e-media/fondateur.webm', (route) =>
    route.fulfill({ status: 200, contentType: 'video/webm', body: video }),
  );
  await page.goto('/app/niveau/2');
  const watch = page.getByRole('button', { name: 'Regarder la vidéo' });
  await advanceUntil(page, watch);
  await watch.click();
  const player = page.getByLabel('La vidéo de présentation de Déclic');
  await expect(player).toBeVisible();
  await player.evaluate((element: HTMLVideoElement) => element.play());
  await expect(page.getByRole('dialog', { name: 'Niveau 2 réussi !' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await readOwnProgression(user)).level).toBe(3);
});
