/**
 * Lighthouse (mobile preset, simulated throttling) on the built app, with Debian's Chromium:
 * the public pages and a signed-in /app page, three runs each, medians printed.
 *
 *   npm run lighthouse -w @declic/bench   (after npm run build; BENCH_PORT to move the server)
 */
import { BLOG_POSTS } from '@declic/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startEmbeddedServer } from './lib/embedded-server.mjs';
import { confirmedStudent } from './recommendations/through-api';

const RUNS = 3;
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startEmbeddedServer(Number(process.env.BENCH_PORT ?? 4183));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_FLAGS,
});

/** A fresh refresh cookie for each run: the session rotates it on use. */
async function sessionCookie(student: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email: student.email, password: student.password, profile_type: 'student' }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`connexion refusée : ${response.status}`);
  return cookie;
}

try {
  const student = await confirmedStudent(server.base, server.dataDir);
  // BENCH_PAGES=/login,/app measures only those pages (comparing two builds of one page).
  const only = process.env.BENCH_PAGES?.split(',');
  const pages: Array<{ path: string; signedIn?: boolean }> = [
    { path: '/' },
    { path: '/blog' },
    { path: `/blog/${BLOG_POSTS[0]!.slug}` },
    { path: '/login' },
    { path: '/legal/mentions-legales' },
    { path: '/app', signedIn: true },
  ].filter((page) => !only || only.includes(page.path));
  console.log('page | performance | accessibilité | bonnes pratiques | SEO | FCP | LCP | CLS | TBT');
  for (const page of pages) {
    const runs: Array<import('lighthouse').Result> = [];
    for (let run = 0; run < RUNS; run++) {
      const extraHeaders = page.signedIn ? { Cookie: await sessionCookie(student) } : undefined;
      const result = await lighthouse(`${server.base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        extraHeaders,
      });
      if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${page.path}`);
      runs.push(result.lhr);
    }
    const score = (id: string) =>
      Math.round(median(runs.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)));
    const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
    console.log(
      [
        page.path,
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        `${(metric('first-contentful-paint') / 1000).toFixed(1)} s`,
        `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`,
        metric('cumulative-layout-shift').toFixed(3),
        `${Math.round(metric('total-blocking-time'))} ms`,
      ].join(' | '),
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
