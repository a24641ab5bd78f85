// Global-chat fan-out benchmark: N WebSocket clients spread over 1 or 2 API instances on one
// PostgreSQL database, 10 senders each posting one message a second; prints the p50/p95
// delivery latency (POST sent → message received by a client) and the errors.
// Usage: npm run build -w @declic/api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//        node bench/chat-fanout.mjs [clients=500] [instances=1] [seconds=20]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import WebSocket from 'ws';

const root = path.resolve(import.meta.dirname, '..');
const [clientCount = 500, instanceCount = 1, seconds = 20] = process.argv.slice(2).map(Number);
const SENDERS = 10;
// The chat allows 5 messages per 10 s per student: each sender rotates over 3 accounts.
const ACCOUNTS_PER_SENDER = 3;
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL (PostgreSQL) est requis.');

const dbName = `declic_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

const servers = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(port) {
  const child = spawn('node', ['apps/api/dist/server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  servers.push(child);
  for (let waited = 0; waited < 60_000; waited += 100) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`serveur ${port} non prêt`);
}

const ports = Array.from({ length: instanceCount }, (_, index) => 4120 + index);
try {
  // One after the other: the first applies the migrations.
  for (const port of ports) await startServer(port);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const [{ value: secret }] = (await db.query("SELECT value FROM app_secrets WHERE name = 'jwt_access'"))
    .rows;
  const key = new TextEncoder().encode(secret);
  const makeUser = async (label) => {
    const email = `${label}@bench.example`;
    const { rows } = await db.query(
      'INSERT INTO users (email, email_confirmed_at, is_paid) VALUES ($1, now(), true) RETURNING id',
      [email],
    );
    await db.query('INSERT INTO progression (user_id, level) VALUES ($1, 15)', [rows[0].id]);
    return new SignJWT({ email, profile_type: 'student', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(rows[0].id)
      .setIssuer('declic')
      .setAudience('declic-web')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(key);
  };

  const latencies = [];
  const errors = { connect: 0, send: 0, closed: 0 };
  const sentAt = new Map();
  const readerToken = await makeUser('lecteur');
  const sockets = await Promise.all(
    Array.from({ length: clientCount }, (_, index) => {
      const port = ports[index % ports.length];
      return new Promise((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat/socket`);
        socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: readerToken })));
        socket.on('message', (data) => {
          const event = JSON.parse(String(data));
          if (event.type === 'ready') resolve(socket);
          if (event.type === 'message') {
            const started = sentAt.get(event.message.content);
            if (started !== undefined) latencies.push(performance.now() - started);
          }
        });
        socket.on('error', () => {
          errors.connect += 1;
          resolve(socket);
        });
        socket.on('close', () => {
          errors.closed += 1;
        });
      });
    }),
  );
  const senderTokens = [];
  for (let s = 0; s < SENDERS * ACCOUNTS_PER_SENDER; s += 1)
    senderTokens.push(await makeUser(`emetteur${s}`));

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
  const closedDuringRun = errors.closed;
  for (const socket of sockets) socket.close();
  await db.end();

  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  const expected = sent * clientCount;
  console.log(
    JSON.stringify(
      {
        clients: clientCount,
        instances: instanceCount,
        messagesSent: sent,
        deliveries: latencies.length,
        missing: expected - latencies.length,
        p50Ms: Number(at(0.5).toFixed(1)),
        p95Ms: Number(at(0.95).toFixed(1)),
        maxMs: Number((latencies.at(-1) ?? Number.NaN).toFixed(1)),
        errors: { ...errors, closed: closedDuringRun },
      },
      null,
      2,
    ),
  );
} finally {
  for (const child of servers) {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
