import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { answerOrientation, ORIENTATION_PATTERN } from '../support/orientation';
import { startOwnServer } from '../support/own-server';
import { setLevel, setPaid } from '../support/progression';
import { screenshotAtBothWidths } from '../support/screenshots';
import { type SignUpOptions, signInOrSignUp, signUpAndSignIn } from '../support/session';
import { E2E_STAFF_EMAILS } from '../support/staff-accounts';

const CHAT_LEVEL = 15;

/** Levels above 10 need the paid offer (spec section 6). */
async function unlockChat(userId: string) {
  await setPaid(userId, true);
  await setLevel(userId, CHAT_LEVEL);
}

/** A page of its own (own cookies, own session): one browser context per person. */
async function personAt(browser: Browser, options: SignUpOptions, baseURL?: string) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  const { email, password } = options;
  const user =
    email && password
      ? await signInOrSignUp(page, { ...options, email, password })
      : await signUpAndSignIn(page, options);
  return { page, user };
}

async function openChat(page: Page) {
  await page.goto('/app/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByText('En direct')).toBeVisible();
}

const messageList = (page: Page) => page.getByRole('list', { name: 'Chat global' });
const messageItem = (page: Page, text: string) =>
  messageList(page).getByRole('listitem').filter({ hasText: text });

async function send(page: Page, text: string) {
  await page.getByLabel('Ton message').fill(text);
  await page.getByLabel('Ton message').press('Enter');
}

test('deux élèves en direct ; le badge Admin, puis le message signalé masqué depuis l’espace équipe, arrivent chez B sans recharger', async ({
  browser,
}) => {
  // Three accounts signed up and three live pages: triple time, as a slow machine needs.
  test.slow();
  const alice = await personAt(browser, { firstName: 'Alice', lastName: 'Durand' });
  const bruno = await personAt(browser, { firstName: 'Bruno', lastName: 'Petit' });
  // The last staff address: progression.ts signs up the first ones for its own calls.
  const staff = await personAt(browser, {
    email: E2E_STAFF_EMAILS.at(-1),
    password: 'motdepasse-equipe-e2e',
    firstName: 'Nora',
    lastName: 'Lefort',
  });
  for (const person of [alice, bruno, staff]) await unlockChat(person.user.id);
  for (const person of [alice, bruno, staff]) await openChat(person.page);

  const question = `Qui prépare un BTS cette année\u202f? ${Date.now()}`;
  await send(alice.page, question);
  await expect(alice.page.getByLabel('Ton message')).toHaveValue('');
  const seenByBruno = messageItem(bruno.page, question);
  await expect(seenByBruno).toBeVisible();
  await expect(seenByBruno).toContainText('Alice D.');
  await expect(seenByBruno).not.toContainText(alice.user.email);

  const notice = `Rappel de l’équipe : restez bienveillants. ${Date.now()}`;
  await send(staff.page, notice);
  await expect(messageItem(bruno.page, notice).getByText('Admin', { exact: true })).toBeVisible();
  await expect(messageItem(bruno.page, question).getByText('Admin', { exact: true })).toHaveCount(0);
  await expect(bruno.page.getByRole('button', { name: 'Masquer pour tous' })).toHaveCount(0);

  await expectNoSeriousA11yViolations(bruno.page);
  await screenshotAtBothWidths(bruno.page, 'chat-etudiant');

  // Bruno reports it; the staff finds it in the queue of the staff area and hides it there.
  await seenByBruno.getByRole('button', { name: 'Signaler' }).click();
  await expect(seenByBruno.getByText(/^Signalé, merci/)).toBeVisible();
  await staff.page.goto('/app/equipe');
  const reported = staff.page
    .getByRole('list', { name: 'Messages signalés' })
    .getByRole('listitem')
    .filter({ hasText: question });
  await expect(reported).toContainText('1 signalement');
  await reported.getByLabel(/^Raison/).fill('Hors sujet dans le chat');
  await reported.getByRole('button', { name: /^Masquer pour tout le monde/ }).click();
  await expect(reported).toHaveCount(0);
  await expect(messageItem(bruno.page, question)).toHaveCount(0);
  await expect(messageItem(alice.page, question)).toHaveCount(0);
  await expect(messageItem(bruno.page, notice)).toBeVisible();
  for (const person of [alice, bruno, staff]) await person.page.context().close();
});

test('un envoi qui échoue (serveur arrêté) rend le texte à Alice et affiche l’erreur', async ({
  browser,
}) => {
  // A server of its own starts and stops within the test.
  test.slow();
  const server = await startOwnServer();
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    const alice = await signUpAndSignIn(page, { firstName: 'Alice', dataDir: server.dataDir });
    await server.setLevel(alice.id, CHAT_LEVEL);
    await openChat(page);
    await send(page, 'Premier message, bien reçu');
    await expect(messageItem(page, 'Premier message, bien reçu')).toBeVisible();

    await server.stop();
    const lost = 'Ce message ne partira pas';
    await send(page, lost);
    await expect(page.getByRole('alert')).toContainText('Connexion impossible');
    await expect(page.getByLabel('Ton message')).toHaveValue(lost);
    await expect(messageItem(page, lost)).toHaveCount(0);
    await context.close();
  } finally {
    await server.stop();
  }
});

test('onglet IA : puces Général et métiers recommandés, clavier et accessibilité', async ({ page }) => {
  const user = await signUpAndSignIn(page, { firstName: 'Chloé' });
  await answerOrientation(page, user);
  await unlockChat(user.id);
  await openChat(page);
  await page.getByRole('tab', { name: 'Étudiant' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'IA', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Conseiller IA' })).toBeVisible();
  const chips = page.getByRole('group', { name: 'Avec qui parler' }).getByRole('button');
  await expect(chips.first()).toHaveText('Général');
  for (const [index, job] of ORIENTATION_PATTERN.expectedTopJobs.entries()) {
    await expect(chips.nth(index + 1)).toHaveText(job);
  }
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('Ta question')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'chat-ia');
});

test('onglet IA : la réponse du moteur hors ligne arrive en flux, avec le badge, en conseiller puis en métier', async ({
  page,
}) => {
  const user = await signUpAndSignIn(page, { firstName: 'Chloé' });
  await answerOrientation(page, user);
  await unlockChat(user.id);
  await openChat(page);
  await page.getByRole('tab', { name: 'IA', exact: true }).click();
  const conversation = page.getByRole('list', { name: 'Conseiller IA' });
  const question = page.getByLabel('Ta question');

  const streamed = page.waitForResponse((response) => response.url().endsWith('/api/chat/ai'));
  await question.fill('Quelles études pour devenir animateur ?');
  await question.press('Enter');
  expect((await streamed).headers()['content-type']).toContain('text/event-stream');
  await expect(question).toHaveValue('');
  const advisorReply = conversation.getByRole('listitem').nth(1);
  await expect(advisorReply).toContainText('Conseiller IA');
  await expect(advisorReply.getByText('assistant hors ligne')).toBeVisible();
  await expect(conversation).toHaveAttribute('aria-busy', 'false');
  expect((await advisorReply.locator('p').textContent())?.length).toBeGreaterThan(40);
  await expect(advisorReply).not.toContainText('Erreur IA');

  const job = ORIENTATION_PATTERN.expectedTopJobs[0]!;
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/chat/ai'));
  await page.getByRole('group', { name: 'Avec qui parler' }).getByRole('button', { name: job }).click();
  await question.fill('Ça ressemble à quoi, une journée ?');
  await question.press('Enter');
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ mode: 'persona', persona: job, advisorType: job });
  expect(body.history).toHaveLength(2);
  expect(body.jobTitles).toEqual(expect.arrayContaining(ORIENTATION_PATTERN.expectedTopJobs));
  const personaReply = conversation.getByRole('listitem').nth(3);
  await expect(personaReply).toContainText(`${job} (IA)`);
  await expect(conversation).toHaveAttribute('aria-busy', 'false');
  await expect(personaReply).not.toContainText('Erreur IA');
  await expectNoSeriousA11yViolations(page);
  await screenshotAtBothWidths(page, 'chat-ia-conversation');
});
