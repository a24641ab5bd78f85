// A flood of made-up password-reset tokens must not slow the server down: the token is looked
// up before any password hashing. Sends N bad tokens (16 at a time) and measures /api/health
// meanwhile; prints its p50/p95 latency, and the same with no flood.
// Usage: npm run build -w @declic/api && node bench/reset-flood.mjs [tokens=1000]
import { randomBytes } from 'node:crypto';
import { sleep, startEmbeddedServer } from './lib/embedded-server.mjs';

const tokens = Number(process.argv[2] ?? 1000);
const { base, stop } = await startEmbeddedServer(4181);
const percentile = (values, p) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function timedHealth() {
  const start = process.hrtime.bigint();
  await (await fetch(`${base}/api/health`)).arrayBuffer();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function healthWhile(running) {
  const times = [];
  while (running()) {
    times.push(await timedHealth());
    await sleep(5);
  }
  return times;
}

try {
  const quiet = [];
  for (let i = 0; i < 200; i += 1) quiet.push(await timedHealth());

  let sent = 0;
  let flooding = true;
  const sender = async () => {
    while (sent < tokens) {
      sent += 1;
      await fetch(`${base}/api/auth/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: randomBytes(32).toString('base64url'),
          password: 'nouveau-mot-de-passe',
        }),
      }).then((r) => r.arrayBuffer());
    }
  };
  const health = healthWhile(() => flooding);
  const started = Date.now();
  await Promise.all(Array.from({ length: 16 }, sender));
  flooding = false;
  const during = await health;
  const show = (label, values) =>
    console.log(
      `${label.padEnd(22)} p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms (${values.length} mesures)`,
    );
  show('/api/health au calme', quiet);
  show(`pendant ${tokens} jetons faux`, during);
  console.log(`flot envoyé en ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await stop();
}
