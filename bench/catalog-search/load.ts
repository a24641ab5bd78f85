import net from 'node:net';
import { type CpuSample, cpuSpent, sampleCpu } from './cpu';
import type { Query } from './queries';

export interface LoadResult {
  label: string;
  clients: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** CPU milliseconds per request: the Node server's, and PostgreSQL's (0 on PGlite, inside Node). */
  serverCpuMs: number;
  postgresCpuMs: number;
  /** CPU milliseconds per request of the load generator itself, on the same two cores. */
  clientCpuMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * One client: one connection kept open, as a browser keeps it, and one GET at a time on it,
 * timed to the last byte. The request is written and the answer's end found by hand (status
 * line, Content-Length) rather than through `http`: the generator shares the two cores with the
 * server, and each millisecond it takes is one the server lacks — `fetch` cost 1.45 ms per request,
 * `http` 0.3 to 0.5 (docs/performance/catalogues.md). The body arrives compressed as a browser asks
 * for it and is not decompressed: the server's work is the same, the generator's is less.
 */
class RawClient {
  private socket: net.Socket;
  private pending?: {
    started: number;
    resolve: (answer: { ms: number; ok: boolean }) => void;
    reject: (error: Error) => void;
  };
  private chunks: Buffer[] = [];
  private received = 0;

  constructor(base: string) {
    const url = new URL(base);
    this.socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    this.socket.on('data', (chunk) => this.onData(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connexion fermée par le serveur')));
  }

  get(path: string, token: string): Promise<{ ms: number; ok: boolean }> {
    return new Promise((resolve, reject) => {
      this.pending = { started: performance.now(), resolve, reject };
      this.socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          'Accept-Encoding: br, gzip, deflate\r\nConnection: keep-alive\r\n\r\n',
      );
    });
  }

  close() {
    this.socket.removeAllListeners('close');
    this.socket.destroy();
  }

  private fail(error: Error) {
    this.pending?.reject(error);
    this.pending = undefined;
  }

  private onData(chunk: Buffer) {
    this.chunks.push(chunk);
    this.received += chunk.length;
    const answer = this.chunks.length === 1 ? chunk : Buffer.concat(this.chunks);
    const headerEnd = answer.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const head = answer.toString('latin1', 0, headerEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.fail(new Error(`réponse sans Content-Length : ${head.slice(0, 80)}`));
    if (this.received < headerEnd + 4 + Number(length[1])) {
      this.chunks = [answer];
      return;
    }
    this.chunks = [];
    this.received = 0;
    const pending = this.pending;
    this.pending = undefined;
    const status = Number(head.slice(9, 12));
    pending?.resolve({ ms: performance.now() - pending.started, ok: status < 400 });
  }
}

export function queryUrl(base: string, path: string, query: Query): string {
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}

/**
 * `clients` loops, each sending the mix in order (from its own offset) one request at a time,
 * until `durationMs` has passed. Latency is request to last byte.
 */
export async function runLoad(options: {
  label: string;
  base: string;
  path: string;
  queries: Query[];
  token: string;
  clients: number;
  durationMs: number;
  serverPid: number;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const cpuBefore: CpuSample = sampleCpu(options.serverPid);
  const clientBefore = process.cpuUsage();
  let errors = 0;
  const deadline = performance.now() + options.durationMs;
  const started = performance.now();
  const paths = options.queries.map((query) => queryUrl('', options.path, query));
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      const connection = new RawClient(options.base);
      try {
        for (let i = client; performance.now() < deadline; i += 1) {
          const { ms, ok } = await connection.get(paths[i % paths.length]!, options.token);
          latencies.push(ms);
          if (!ok) errors += 1;
        }
      } finally {
        connection.close();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuSpent(cpuBefore, sampleCpu(options.serverPid));
  const client = process.cpuUsage(clientBefore);
  latencies.sort((a, b) => a - b);
  return {
    label: options.label,
    clients: options.clients,
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
    serverCpuMs: cpu.server / latencies.length,
    postgresCpuMs: cpu.postgres / latencies.length,
    clientCpuMs: (client.user + client.system) / 1000 / latencies.length,
  };
}

/** Requests one query after another: what each one costs when it runs alone. */
const REPEATS = 200;

/**
 * Each query alone: its first answer (cold), then REPEATS more one after another, with the mean
 * time and the CPU of the server and of PostgreSQL per request — which queries weigh on the load.
 */
export async function profileQueries(
  base: string,
  path: string,
  queries: Query[],
  token: string,
  serverPid: number,
) {
  const rows: {
    query: string;
    ms: number;
    total: unknown;
    meanMs: number;
    serverCpuMs: number;
    postgresCpuMs: number;
  }[] = [];
  const ask = async (query: Query) => {
    const response = await fetch(queryUrl(base, path, query), {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { total?: unknown; message?: string };
  };
  for (const query of queries) {
    const started = performance.now();
    const body = await ask(query);
    const ms = performance.now() - started;
    const before = sampleCpu(serverPid);
    const repeated = performance.now();
    for (let i = 0; i < REPEATS; i++) await ask(query);
    const meanMs = (performance.now() - repeated) / REPEATS;
    const cpu = cpuSpent(before, sampleCpu(serverPid));
    rows.push({
      query: new URLSearchParams(query).toString(),
      ms,
      total: body.total ?? body.message,
      meanMs,
      serverCpuMs: cpu.server / REPEATS,
      postgresCpuMs: cpu.postgres / REPEATS,
    });
  }
  return rows;
}

export function printResults(title: string, results: LoadResult[]): void {
  console.log(`\n${title}`);
  console.log(
    'clients | requêtes | erreurs |  p50 ms |  p95 ms |  p99 ms |  req/s | CPU Node ms/req | CPU PostgreSQL ms/req | CPU générateur ms/req',
  );
  for (const r of results) {
    console.log(
      `${String(r.clients).padStart(7)} | ${String(r.requests).padStart(8)} | ${String(r.errors).padStart(7)} | ${r.p50.toFixed(1).padStart(7)} | ${r.p95.toFixed(1).padStart(7)} | ${r.p99.toFixed(1).padStart(7)} | ${r.rps.toFixed(0).padStart(6)} | ${r.serverCpuMs.toFixed(2).padStart(15)} | ${r.postgresCpuMs.toFixed(2).padStart(21)} | ${r.clientCpuMs.toFixed(2).padStart(21)}`,
    );
  }
}
