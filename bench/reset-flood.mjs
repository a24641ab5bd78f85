// A flood of made-up password-reset tokens must not slow the server down: past the limit, the
// attempts are refused from memory, and below it the token is looked up before any password
// hashing. Sends N bad tokens (16 at a time) from one address and measures /api/health
// meanwhile, on the embedded database; prints its p50/p95 latency (target p95 ≤ 25 ms), and
// the same with no flood. The flood runs in a worker thread, so that its answers never delay
// the reading of a health answer. `--sans-limite` lifts the limits: every token is looked up.
// Usage: npm run build -w @declic/api && node bench/reset-flood.mjs [tokens=1000] [--sans-limite]
import { randomBytes } from 'node:crypto';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { sleep, startEmbeddedServer, stopOnSignals } from './lib/embedded-server.mjs';

const PARALLEL = 16;

async function flood({ base, tokens }) {
  let sent = 0;
  const answers = {};
  const sender = async () => {
    while (sent < tokens) {
      sent += 1;
      const response = await fetch(`${base}/api/auth/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: randomBytes(32).toString('base64url'),
          password: 'nouveau-mot-de-passe',
        }),
      });
      await response.arrayBuffer();
      answers[response.status] = (answers[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, sender));
  return answers;
}

if (!isMainThread) {
  parentPort.postMessage(await flood(workerData));
} else {
  const args = process.argv.slice(2);
  const realLimits = !args.includes('--sans-limite');
  const tokens = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1000);
  const { base, stop } = await startEmbeddedServer(5803, { realLimits });
  stopOnSignals(stop);
  const percentile = (values, p) =>
    values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

  const timedHealth = async () => {
    const start = process.hrtime.bigint();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };

  try {
    const quiet = [];
    for (let i = 0; i < 200; i += 1) {
      quiet.push(await timedHealth());
      await sleep(5);
    }
    const started = Date.now();
    const worker = new Worker(new URL(import.meta.url), { workerData: { base, tokens } });
    let answers;
    const done = new Promise((resolve, reject) => {
      worker.once('message', (message) => {
        answers = message;
        resolve();
      });
      worker.once('error', reject);
    });
    let flooding = true;
    done.finally(() => {
      flooding = false;
    });
    const during = [];
    while (flooding) {
      during.push(await timedHealth());
      await sleep(5);
    }
    await done;
    const show = (label, values) =>
      console.log(
        `${label.padEnd(26)} p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms (${values.length} mesures)`,
      );
    show('/api/health au calme', quiet);
    show(`pendant ${tokens} jetons faux`, during);
    const byStatus = Object.entries(answers)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    console.log(
      `flot envoyé en ${((Date.now() - started) / 1000).toFixed(1)} s (${byStatus}) ; limites ${realLimits ? 'de production' : 'levées'}`,
    );
  } finally {
    await stop();
  }
}
