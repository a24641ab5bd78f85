/**
 * Interaction latency of the level player's heaviest steps — the week planner (level 47), the CV
 * (level 15) and the mock interview (level 22) — in Debian's Chromium at 390 px with the CPU slowed
 * down four times (CDP `Emulation.setCPUThrottlingRate`), as web-vitals measures INP: Event Timing
 * entries (`PerformanceObserver` type `event`, `durationThreshold` 16), the longest event of each
 * interaction. Prints the worst interaction of each step, and the median of those over 16 ms.
 *
 *   npx tsx bench/level-player-inp.ts                      (after npm run build)
 *   BENCH_BEFORE_DIR=/tmp/avant npx tsx bench/level-player-inp.ts
 *
 * With BENCH_BEFORE_DIR (a copy of an older apps/web/dist and dist-ssr side by side), both builds
 * are measured in the same run, round after round, so that a busy machine weighs on both alike.
 */
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { startEmbeddedServer } from './lib/embedded-server.mjs';
import { confirmedStudent } from './recommendations/through-api';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CPU_SLOWDOWN = 4;
const STAFF_EMAIL = 'banc.equipe@example.fr';
const TYPING_DELAY_MS = 120;
const SENTENCE = 'Le samedi matin je travaille au marché avec mon oncle, puis je rentre réviser. ';

interface Interaction {
  duration: number;
  name: string;
  target: string;
}

/**
 * Runs in the page before its scripts: keeps the longest event of each interaction. A string, not
 * a function: tsx would wrap a function's inner names with a helper the page does not have.
 */
const OBSERVE_INTERACTIONS = `
  window.__interactions = {};
  const describe = (node) => {
    if (!(node instanceof Element)) return '?';
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
    return node.tagName.toLowerCase() + (label ? ' « ' + label + ' »' : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions[entry.interactionId];
      if (known && known.duration >= entry.duration) continue;
      window.__interactions[entry.interactionId] = {
        duration: entry.duration,
        name: entry.name,
        target: describe(entry.target),
      };
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

async function post<T>(base: string, route: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} : ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Server = Awaited<ReturnType<typeof startEmbeddedServer>> & { label: string; staffToken: string };

async function startServer(label: string, port: number, buildDir?: string): Promise<Server> {
  process.env.STAFF_EMAILS = STAFF_EMAIL;
  if (buildDir) process.env.WEB_DIST_DIR = path.join(buildDir, 'dist');
  else delete process.env.WEB_DIST_DIR;
  const server = await startEmbeddedServer(port, { readyWithinMs: 240_000 });
  const staff = await confirmedStudent(server.base, server.dataDir, STAFF_EMAIL);
  return { ...server, label, staffToken: staff.token };
}

/** A new paid student at `level`, signed in through /login in a fresh 390 px context, CPU slowed. */
async function studentAt(browser: Browser, server: Server, level: number) {
  const student = await confirmedStudent(server.base, server.dataDir);
  await post(server.base, `/api/admin/users/${student.id}/paid`, { value: true }, server.staffToken);
  await post(server.base, `/api/admin/users/${student.id}/level`, { level }, server.staffToken);
  const context = await browser.newContext({
    baseURL: server.base,
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  await context.addInitScript({ content: OBSERVE_INTERACTIONS });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(student.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/app(\/|$)/);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, student, close: () => context.close() };
}

/** Through the intro and the first (dialogue) step, as a student taps: the second step opens. */
async function openSecondStep(page: Page, level: number): Promise<void> {
  await page.goto(`/app/niveau/${level}`);
  const second = page.getByText(/^Étape 2 \//);
  const onward = page.getByRole('button', { name: /^(Suivant|C’est parti|Passer)$/ });
  // Starts counting with the tap that opens the step: opening it is an interaction too.
  for (let taps = 0; taps < 30 && !(await second.isVisible()); taps++) {
    if (await page.getByText(/^Étape 1 \//).isVisible()) await page.evaluate('window.__interactions = {}');
    await onward.click();
    await page.waitForTimeout(150);
  }
  await second.waitFor();
}

async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text, { delay: TYPING_DELAY_MS });
}

async function weekPlanner(page: Page): Promise<void> {
  await openSecondStep(page, 47);
  const form = page.getByRole('form', { name: 'Ajouter un créneau' });
  const days = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'];
  for (const [at, day] of days.entries()) {
    await form.getByLabel('Jour').selectOption(day);
    await form.getByLabel('Début').fill(`0${8 + (at % 2)}:00`);
    await form.getByLabel('Fin').fill('12:00');
    await typeInto(form.getByRole('textbox', { name: /^Nom/ }), `Cours ${day}`);
    await form.getByRole('button', { name: 'Ajouter le créneau' }).tap();
  }
  await page
    .getByRole('button', { name: /^Retirer/ })
    .first()
    .tap();
}

async function cv(page: Page): Promise<void> {
  await openSecondStep(page, 15);
  const fields = page.getByTestId('etape').getByRole('textbox');
  await typeInto(fields.nth(3), SENTENCE);
  await typeInto(fields.nth(4), SENTENCE.slice(0, 40));
}

async function interview(page: Page, userId: string): Promise<void> {
  const kinds = ['ouverture', 'motivation', 'terrain', 'situation', 'situation'] as const;
  const draft = {
    target: { kind: 'metier', code: 'J1506', label: 'Infirmier / Infirmière' },
    turns: kinds.map((kind, at) => ({
      questionId: `q${at + 1}`,
      kind,
      question: `Question ${at + 1} : parle-moi d’un moment où tu as aidé quelqu’un.`,
      hint: 'Un exemple vécu, ce que tu as fait, ce que tu en retiens.',
      origin: 'banque',
      answer: SENTENCE.repeat(3).trim(),
    })),
    pending: {
      index: 5,
      total: 6,
      question: { id: 'q6', kind: 'cloture', text: 'As-tu des questions pour nous ?', hint: 'Une question.' },
      origin: 'banque',
      answer: '',
    },
  };
  // The draft the step keeps in this browser: five answers given, the last question on screen.
  const key = `declic.niveau.${userId}.22.entretien`;
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify(draft))})`,
  );
  await openSecondStep(page, 22);
  const step = page.getByTestId('etape');
  await typeInto(step.getByRole('textbox', { name: /^Ta réponse/ }), SENTENCE);
  await step.getByRole('button', { name: 'Répondre' }).tap();
  await step.getByRole('button', { name: 'Retravailler ma réponse à la question 1' }).tap();
  await typeInto(step.getByRole('textbox', { name: /^Ta réponse/ }), ' Et je recommence.');
}

const SCENARIOS = [
  { name: 'semaine type (47)', level: 47, play: (page: Page) => weekPlanner(page) },
  { name: 'CV (15)', level: 15, play: (page: Page) => cv(page) },
  { name: 'entretien (22)', level: 22, play: (page: Page, userId: string) => interview(page, userId) },
];

async function measure(browser: Browser, server: Server, scenario: (typeof SCENARIOS)[number]) {
  const { page, student, close } = await studentAt(browser, server, scenario.level);
  try {
    await scenario.play(page, student.id);
    await page.waitForTimeout(500);
    const interactions = Object.values(
      (await page.evaluate('window.__interactions')) as Record<number, Interaction>,
    );
    return interactions.toSorted((a, b) => b.duration - a.duration);
  } finally {
    await close();
  }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const servers: Server[] = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const port = Number(process.env.BENCH_PORT ?? 5610);
  if (process.env.BENCH_BEFORE_DIR)
    servers.push(await startServer('avant', port + 1, process.env.BENCH_BEFORE_DIR));
  servers.push(await startServer('après', port));
  console.log(
    `CPU ralenti ${CPU_SLOWDOWN}×, 390 × 844 px, ${ROUNDS} tours ; durées en ms (Event Timing, ≥ 16 ms)`,
  );
  console.log('étape | build | tour | pire interaction | médiane (≥ 16 ms) | interactions ≥ 16 ms');
  for (let round = 1; round <= ROUNDS; round++) {
    for (const scenario of SCENARIOS) {
      for (const server of servers) {
        const sorted = await measure(browser, server, scenario);
        const worst = sorted[0];
        console.log(
          [
            scenario.name,
            server.label,
            round,
            worst ? `${worst.duration} (${worst.name} sur ${worst.target})` : '< 16',
            median(sorted.map((entry) => entry.duration)),
            sorted.length,
          ].join(' | '),
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
