/**
 * Lighthouse (mobile preset, simulated throttling) on the built app, with Debian's Chromium driven
 * by puppeteer-core: the public pages, and the signed-in pages as a signed-in browser really is
 * (refresh cookie in its jar, session hint in its storage: lighthouse/signed-in.ts). Three runs
 * each, medians printed, with each run's benchmarkIndex and the CPU time per script. A signed-in
 * run that ends anywhere but the page asked (the sign-in page, say) stops the bench.
 *
 *   npm run lighthouse -w @declic/bench   (after npm run build; BENCH_PORT to move the server, to a
 *   port browsers accept: fetch and Chromium refuse some, 4190 among them)
 *   BENCH_PAGES=/app,/app/niveau/6 npm run lighthouse -w @declic/bench   (only those pages)
 */
import { BLOG_POSTS } from '@declic/domain';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startEmbeddedServer } from './lib/embedded-server.mjs';
import { benchmarkIndexes, pageLine, scriptCpuLines } from './lighthouse/report';
import { BENCH_STAFF_EMAIL, type BenchAccount, signedInPage, studentAtLevel } from './lighthouse/signed-in';

const RUNS = 3;
/** The level of the bench's student: the level pages and the catalogue are open to it. */
const STUDENT_LEVEL = 7;
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface MeasuredPage {
  path: string;
  signedIn?: boolean;
}

const ALL_PAGES: MeasuredPage[] = [
  { path: '/' },
  { path: '/blog' },
  { path: `/blog/${BLOG_POSTS[0]!.slug}` },
  { path: '/login' },
  { path: '/legal/mentions-legales' },
  { path: '/app', signedIn: true },
  { path: '/app/niveau/6', signedIn: true },
  { path: '/app/formations', signedIn: true },
];

// The server names the bench's staff account (it raises the student's level).
process.env.STAFF_EMAILS = BENCH_STAFF_EMAIL;
const server = await startEmbeddedServer(Number(process.env.BENCH_PORT ?? 4183));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_FLAGS,
});

/** One Lighthouse run of `path` in a fresh profile, signed in or not. */
async function measure(path: string, account: BenchAccount | null): Promise<Result> {
  const page: Page = account
    ? await signedInPage(browser, server.base, account)
    : await (await browser.createBrowserContext()).newPage();
  try {
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Signed in: Lighthouse must not empty the cookie jar and the storage the sign-in filled.
      disableStorageReset: account !== null,
    };
    const result = await lighthouse(`${server.base}${path}`, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${path}`);
    const ended = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (account && ended !== path) {
      throw new Error(`${path} mesurée connectée a fini sur ${ended} : ce n’est pas la page demandée`);
    }
    return result.lhr;
  } finally {
    await page.browserContext().close();
  }
}

try {
  // BENCH_PAGES=/login,/app measures only those pages (comparing two builds of one page).
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = ALL_PAGES.filter((page) => !only || only.includes(page.path));
  const account = pages.some((page) => page.signedIn)
    ? await studentAtLevel(server.base, server.dataDir, STUDENT_LEVEL)
    : null;
  console.log('page | performance | accessibilité | bonnes pratiques | SEO | FCP | LCP | CLS | TBT');
  for (const page of pages) {
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(page.path, page.signedIn ? account : null));
    console.log(pageLine(page.path, runs));
    console.log(`    benchmarkIndex des ${RUNS} passages : ${benchmarkIndexes(runs)}`);
    for (const line of scriptCpuLines(runs, server.base)) console.log(line);
  }
} finally {
  await browser.close();
  await server.stop();
}
