// Cost of an authenticated request: `GET /api/users/me` with a student's token, 16 connections
// for 10 s, against a bare Fastify server that checks an HS256 token with jose and answers the
// same JSON — both measured in the same run, in alternating one-second slices, on the embedded
// database and on PostgreSQL. Prints requests per second, p99, CPU time per request and the ratios.
// Usage: npm run build -w @declic/api && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//        node bench/auth-get.mjs [seconds=10] [connections=16]
// Without TEST_DATABASE_URL (or DATABASE_URL), only the embedded database is measured.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import {
  signedInStudent,
  sleep,
  startEmbeddedServer,
  stopOnSignals,
  stopper,
} from './lib/embedded-server.mjs';
import { measurePaired } from './lib/load.mjs';
import { createBenchDatabase } from './lib/postgres-database.mjs';

const [seconds = 10, connections = 16] = process.argv.slice(2).map(Number);
const DECLIC_PORT = 5801;
const BARE_PORT = 5802;
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

const cleanUps = [];
const stopAll = async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp().catch(() => {});
};
stopOnSignals(stopAll);

async function startBareServer(body, secret) {
  const child = spawn('node', [path.join(import.meta.dirname, 'lib/bare-auth-server.mjs')], {
    env: { ...process.env, PORT: String(BARE_PORT), JWT_SECRET: secret, BODY: JSON.stringify(body) },
    stdio: 'ignore',
  });
  const stop = stopper(child);
  cleanUps.push(stop);
  for (let waited = 0; waited < 10_000; waited += 50) {
    const up = await fetch(`http://127.0.0.1:${BARE_PORT}/api/users/me`).then(
      () => true,
      () => false,
    );
    if (up) return { pid: child.pid, stop };
    await sleep(50);
  }
  throw new Error('serveur nu non prêt');
}

/** The same claims as the API's token, signed with the bare server's own key. */
function bareToken(declicToken, secret) {
  const { exp, iat, sub, ...claims } = decodeJwt(declicToken);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

async function measure(label, databaseUrl) {
  const declic = await startEmbeddedServer(DECLIC_PORT, { databaseUrl });
  cleanUps.push(declic.stop);
  const token = await signedInStudent(declic.base, declic.dataDir);
  const meUrl = `${declic.base}/api/users/me`;
  const authorization = { authorization: `Bearer ${token}` };
  const me = await fetch(meUrl, { headers: authorization });
  if (!me.ok) throw new Error(`/api/users/me a répondu ${me.status}`);
  const secret = randomBytes(48).toString('base64url');
  const bareServer = await startBareServer(await me.json(), secret);
  const bareHeaders = { authorization: `Bearer ${await bareToken(token, secret)}` };
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/api/users/me`;

  const [ours, bare] = await measurePaired(
    [
      { url: meUrl, headers: authorization, pid: declic.pid },
      { url: bareUrl, headers: bareHeaders, pid: bareServer.pid },
    ],
    { connections, seconds },
  );
  await bareServer.stop();
  await declic.stop();

  const line = (name, r) =>
    `  ${name.padEnd(8)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50Ms.toFixed(1)} ms  p99 ${r.p99Ms.toFixed(1)} ms  CPU ${r.cpuMsPerRequest.toFixed(2)} ms/req  erreurs ${r.errors}`;
  console.log(
    `${label} (${connections} connexions, ${seconds} s chacun en tranches d’une seconde alternées)`,
  );
  console.log(line('Déclic', ours));
  console.log(line('nu', bare));
  const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
  const p99Ratio = ours.p99Ms / bare.p99Ms;
  console.log(
    `  rapport req/s ${ratio.toFixed(2)} (cible ≥ 0,5)  rapport p99 ${p99Ratio.toFixed(2)} (cible ≤ 2)  rapport CPU ${(ours.cpuMsPerRequest / bare.cpuMsPerRequest).toFixed(2)}`,
  );
}

try {
  await measure('Base embarquée (PGlite)');
  if (adminUrl) {
    const database = await createBenchDatabase(adminUrl);
    cleanUps.push(database.drop);
    await measure('PostgreSQL', database.url);
  } else {
    console.log('PostgreSQL : non mesuré (TEST_DATABASE_URL absent)');
  }
} finally {
  await stopAll();
}
