// Global-chat fan-out benchmark: N WebSocket clients spread over 1 or 2 API instances on one
// PostgreSQL database, 10 senders each posting one message a second; prints the p50/p95
// delivery latency (POST sent → message received by a client) and the errors. The clients run
// in this process, on the same machine as the servers and PostgreSQL: they share its cores.
// Usage: npm run build -w @declic/api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//        node bench/chat-fanout.mjs [clients=500] [instances=1] [seconds=20]
// Targets: p95 ≤ 30 ms on one instance, ≤ 60 ms across two (2 000 clients).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import WebSocket from 'ws';
import { sleep, stopOnSignals, stopper } from './lib/embedded-server.mjs';
import { createBenchDatabase } from './lib/postgres-database.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [clientCount = 500, instanceCount = 1, seconds = 20] = process.argv.slice(2).map(Number);
const SENDERS = 10;
// The chat allows 5 messages per 10 s per student: each sender rotates over 3 accounts.
const ACCOUNTS_PER_SENDER = 3;
// The chat accepts at most 5 live sockets per account (chat.socket.ts).
const SOCKETS_PER_READER = 5;
const FIRST_PORT = 5820;
/** How long a socket may take to open and be ready, and how many open at once. */
const READY_TIMEOUT_MS = 30_000;
const OPENING_AT_ONCE = 100;
const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL (PostgreSQL) est requis.');

const cleanUps = [];
const stopAll = async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp().catch(() => {});
};
stopOnSignals(stopAll);

async function startServer(url, port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'declic-bench-chat-'));
  const child = spawn('node', ['apps/api/dist/server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  cleanUps.push(stopper(child, () => fs.rmSync(dataDir, { recursive: true, force: true })));
  for (let waited = 0; waited < 120_000 && child.exitCode === null; waited += 100) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await sleep(100);
  }
  throw new Error(`serveur ${port} non prêt`);
}

/** `count` students at the chat's level, created in one statement; their access tokens. */
async function makeStudents(db, key, label, count) {
  const { rows } = await db.query(
    `INSERT INTO users (email, email_confirmed_at, is_paid)
     SELECT $1 || n || '@bench.example', now(), true FROM generate_series(1, $2::int) AS n
     RETURNING id, email`,
    [label, count],
  );
  await db.query('INSERT INTO progression (user_id, level) SELECT unnest($1::uuid[]), 15', [
    rows.map((row) => row.id),
  ]);
  return Promise.all(
    rows.map(({ id, email }) =>
      new SignJWT({ email, profile_type: 'student', ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(id)
        .setIssuer('declic')
        .setAudience('declic-web')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(key),
    ),
  );
}

const latencies = [];
const errors = { connect: 0, refused: 0, timeout: 0, send: 0, closed: 0 };
const sentAt = new Map();
const sockets = [];

/** Opens a socket and waits for `ready`, at most READY_TIMEOUT_MS; counts what went wrong. */
function openSocket(port, token) {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat/socket`);
    sockets.push(socket);
    let settled = false;
    const settle = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) errors[error] += 1;
      resolve();
    };
    const timer = setTimeout(() => settle('timeout'), READY_TIMEOUT_MS);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data));
      if (event.type === 'ready') settle();
      else if (event.type === 'error') settle('refused');
      else if (event.type === 'message') {
        const started = sentAt.get(event.message.content);
        if (started !== undefined) latencies.push(performance.now() - started);
      }
    });
    socket.on('error', () => settle('connect'));
    socket.on('close', () => {
      if (settled) errors.closed += 1;
      settle('connect');
    });
  });
}

try {
  const database = await createBenchDatabase(adminUrl);
  cleanUps.push(database.drop);
  const ports = Array.from({ length: instanceCount }, (_, index) => FIRST_PORT + index);
  // One after the other: the first applies the migrations.
  for (const port of ports) await startServer(database.url, port);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  cleanUps.push(() => db.end());
  const [{ value: secret }] = (await db.query("SELECT value FROM app_secrets WHERE name = 'jwt_access'"))
    .rows;
  const key = new TextEncoder().encode(secret);
  const readerTokens = await makeStudents(db, key, 'lecteur', Math.ceil(clientCount / SOCKETS_PER_READER));
  const senderTokens = await makeStudents(db, key, 'emetteur', SENDERS * ACCOUNTS_PER_SENDER);

  const openingStarted = performance.now();
  for (let first = 0; first < clientCount; first += OPENING_AT_ONCE) {
    const batch = [];
    for (let index = first; index < Math.min(clientCount, first + OPENING_AT_ONCE); index += 1) {
      const token = readerTokens[Math.floor(index / SOCKETS_PER_READER)];
      batch.push(openSocket(ports[index % ports.length], token));
    }
    await Promise.all(batch);
  }
  const openingSeconds = (performance.now() - openingStarted) / 1000;
  const closedBeforeRun = errors.closed;

  let sent = 0;
  // Ten independent students: each posts once a second, at its own moment of the second
  // (sender k starts k × 100 ms in), rather than all ten in the same millisecond.
  const postAs = async (sender, second) => {
    const token = senderTokens[sender * ACCOUNTS_PER_SENDER + (second % ACCOUNTS_PER_SENDER)];
    const content = `bench ${second}-${sender}`;
    sentAt.set(content, performance.now());
    const port = ports[sender % ports.length];
    const response = await fetch(`http://127.0.0.1:${port}/api/chat/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    }).catch(() => null);
    if (response?.status === 201) sent += 1;
    else errors.send += 1;
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, sender) => {
      for (let second = 0; second < seconds; second += 1) {
        const due = started + second * 1000 + (sender * 1000) / SENDERS;
        await sleep(Math.max(0, due - performance.now()));
        await postAs(sender, second);
      }
    }),
  );
  await sleep(1000);
  const closedDuringRun = errors.closed - closedBeforeRun;
  const ready = clientCount - errors.connect - errors.refused - errors.timeout;
  for (const socket of sockets) socket.terminate();

  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  console.log(
    JSON.stringify(
      {
        clients: clientCount,
        readyClients: ready,
        readerAccounts: readerTokens.length,
        instances: instanceCount,
        openingSeconds: Number(openingSeconds.toFixed(1)),
        messagesSent: sent,
        deliveries: latencies.length,
        missing: sent * ready - latencies.length,
        p50Ms: Number(at(0.5).toFixed(1)),
        p95Ms: Number(at(0.95).toFixed(1)),
        maxMs: Number((latencies.at(-1) ?? Number.NaN).toFixed(1)),
        errors: { ...errors, closed: closedDuringRun },
        note: 'clients, serveurs et PostgreSQL partagent la même machine',
      },
      null,
      2,
    ),
  );
} finally {
  await stopAll();
}
