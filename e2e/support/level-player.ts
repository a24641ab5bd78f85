import { expect, type Page, type Response } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { setLevel, setPaid } from './progression';
import { resizeTo, screenshotAtBothWidths } from './screenshots';
import { type SignedUpUser, signUpAndSignIn } from './session';

// Every mustMention rule of levels 6 to 15 finds its word in the first sentence; the rest pads.
const ANSWER_START =
  'Bonjour, je suis élève en seconde. Quand j’ai eu un objectif au club, je devais agir : j’ai réussi, ' +
  'j’ai appris, et merci pour ces minutes d’échange. ';
const ANSWER =
  ANSWER_START +
  'Je note ici ce que j’ai vu, ce qui me plaît et ce qui me freine, avec des exemples précis de ma vie ' +
  'au lycée, à la maison et au sport, pour que ma réponse soit claire et complète pour la suite.';

/** Opens a level of the generic player and goes through its intro. */
export async function openPlayerLevel(page: Page, level: number): Promise<void> {
  await page.goto(`/app/niveau/${level}`);
  const counter = page.getByText(/^\d+ \/ \d+$/);
  await expect(counter).toBeVisible();
  // One click per message, each waited for on the intro's own counter (« 2 / 3 »).
  for (;;) {
    const [shown, total] = ((await counter.textContent()) ?? '').split(' / ').map(Number);
    if (shown === total) break;
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(counter).toHaveText(`${(shown ?? 0) + 1} / ${total}`);
  }
  await page.getByRole('button', { name: 'C’est parti' }).click();
  await expect(page.getByText(/^Étape 1 \//)).toBeVisible();
}

/** Fills every free-text field of the current step (within its maximum length) and ticks every box. */
export async function fillTextsAndBoxes(page: Page): Promise<void> {
  const step = page.getByTestId('etape');
  for (const field of await step.locator('textarea, input:not([type]), input[type="text"]').all()) {
    const max = Number((await field.getAttribute('maxlength')) ?? ANSWER.length);
    await field.fill(ANSWER.slice(0, max));
  }
  for (const box of await step.getByRole('checkbox').all()) await box.check();
}

/** Saves the step and waits for the server's verdict; returns the answer the server sent. */
export async function saveStep(
  page: Page,
  label: RegExp | string = 'Vérifier et enregistrer',
): Promise<Response> {
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/steps/'));
  await page.getByRole('button', { name: label }).click();
  return answered;
}

export async function expectStepPassed(page: Page): Promise<void> {
  await expect(page.getByText('Étape validée et enregistrée.')).toBeVisible();
}

/** Answers a quiz a first time, then again with the right answers the server's correction gave. */
export async function passQuizFromCorrection(page: Page, label: string): Promise<void> {
  const step = page.getByTestId('etape');
  for (const group of await step.getByRole('group').all()) await group.getByRole('radio').first().check();
  const first = (await (await saveStep(page, label)).json()) as {
    passed: boolean;
    result: { corrections: { answer: number }[] };
  };
  if (first.passed) return expectStepPassed(page);
  const groups = await step.getByRole('group').all();
  for (const [index, correction] of first.result.corrections.entries()) {
    await groups[index]!.getByRole('radio').nth(correction.answer).check();
  }
  await saveStep(page, label);
  await expectStepPassed(page);
}

/** Rates every statement of a self-assessment with the same answer. */
export async function answerScale(page: Page, answer: string): Promise<void> {
  const radios = page.getByTestId('etape').getByRole('radio', { name: answer, exact: true });
  for (const radio of await radios.all()) await radio.check();
}

/** A common phone, and the narrowest one the screenshots use (issue 44). */
const PHONE = { width: 390, height: 844 } as const;
const NARROW_PHONE = { width: 360, height: 780 } as const;

/** Where things are once the student has read the step to its end (page coordinates, px). */
interface ReadLayout {
  stepBottom: number;
  actionTop: number;
  /** Bottom of the step's last text box, and top of its save button, when it has them. */
  lastFieldBottom: number | null;
  saveTop: number | null;
  scrollAtEnd: number;
}

/** The guide and its bubble hold at most a fifth of the screen's height, all the text shown. */
async function expectCompactGuide(page: Page, phone: { width: number; height: number }): Promise<void> {
  const guide = await page.getByTestId('guide').evaluate((row) => ({
    height: row.getBoundingClientRect().height,
    hiddenText: row.lastElementChild
      ? row.lastElementChild.scrollHeight > row.lastElementChild.clientHeight + 1
      : true,
  }));
  const where = `${phone.width} × ${phone.height}`;
  expect(guide.height, `guide et bulle à ${where}`).toBeLessThanOrEqual(phone.height / 5);
  expect(guide.hiddenText, `bulle sans texte caché à ${where}`).toBe(false);
}

/**
 * At 390 px, the student reads the step to its end: the player's primary action comes after it
 * (scrolling down reaches it, never up), the step's own save button comes after its text boxes,
 * and the guide stays small. One resize per step: the journey goes on at the size it had.
 */
export async function expectMadeForThumbs(page: Page, action: string): Promise<void> {
  const size = page.viewportSize();
  const button = page.getByRole('button', { name: action, exact: true });
  try {
    await resizeTo(page, PHONE);
    // Retried while the step still settles (a list or a sheet arriving after the resize).
    await expect(async () => {
      const read = await page.getByTestId('etape').evaluate((card, name): ReadLayout => {
        card.scrollIntoView({ block: 'end' });
        const top = (element: Element | undefined) =>
          element ? element.getBoundingClientRect().top + window.scrollY : null;
        const bottom = (element: Element) => element.getBoundingClientRect().bottom + window.scrollY;
        const fields = Array.from(card.querySelectorAll('textarea'));
        const save = Array.from(card.querySelectorAll('button')).find((b) =>
          /enregistrer/i.test(b.textContent ?? ''),
        );
        const action = Array.from(document.querySelectorAll('button')).find(
          (b) => b.textContent?.trim() === name,
        );
        return {
          stepBottom: bottom(card),
          actionTop: top(action) ?? 0,
          lastFieldBottom: fields.length > 0 ? Math.max(...fields.map(bottom)) : null,
          saveTop: top(save),
          scrollAtEnd: window.scrollY,
        };
      }, action);
      expect(read.actionTop, `« ${action} » sous l’étape`).toBeGreaterThanOrEqual(read.stepBottom);
      if (read.saveTop !== null && read.lastFieldBottom !== null) {
        expect(read.saveTop, 'enregistrer sous les champs').toBeGreaterThanOrEqual(read.lastFieldBottom);
      }
      await expectCompactGuide(page, PHONE);
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled, `« ${action} » sans remonter`).toBeGreaterThanOrEqual(read.scrollAtEnd);
    }).toPass({ timeout: 15_000 });
  } finally {
    if (size) await page.setViewportSize(size);
  }
}

export async function nextStep(page: Page): Promise<void> {
  await expectMadeForThumbs(page, 'Suivant');
  await page.getByRole('button', { name: 'Suivant' }).click();
}

/** Looks at the screen (axe and screenshots at 360 and 1440 px) under a name. */
export async function lookAt(page: Page, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  // The screenshots start at 360 px: the guide is checked there too, on the narrowest phone.
  if (await page.getByTestId('guide').isVisible()) {
    await resizeTo(page, NARROW_PHONE);
    // Retried while the step still settles (a list arriving, the bubble's text changing).
    await expect(() => expectCompactGuide(page, NARROW_PHONE)).toPass({ timeout: 15_000 });
  }
  await screenshotAtBothWidths(page, name);
}

/** Ends the level and checks the success dialog. */
export async function finishLevel(page: Page, level: number): Promise<void> {
  await expectMadeForThumbs(page, 'Terminer le niveau');
  await page.getByRole('button', { name: 'Terminer le niveau' }).click();
  await expect(page.getByRole('dialog', { name: `Niveau ${level} réussi !` })).toBeVisible();
}

/**
 * A new paid student, signed in on `page`, in the player of `level` at its first step. With
 * `fakeClock`, the page's timers are Playwright's: they flow, and a test may jump ahead.
 */
export async function studentInLevel(
  page: Page,
  level: number,
  { firstName, fakeClock = false }: { firstName: string; fakeClock?: boolean },
): Promise<SignedUpUser> {
  if (fakeClock) await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = await signUpAndSignIn(page, { firstName });
  await setPaid(user.id, true);
  await setLevel(user.id, level);
  await openPlayerLevel(page, level);
  await nextStep(page);
  return user;
}
