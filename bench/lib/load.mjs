// A small closed-loop load generator: `connections` keep-alive sockets, each sending its next
// request as soon as the previous answer has been read.
import fs from 'node:fs';
import http from 'node:http';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** One target: a URL, its headers, and the server's process (for its CPU time). */
function target({ url, headers = {}, pid }, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let seconds = 0;
  let cpuSeconds = 0;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode >= 200 && response.statusCode < 300)
            latencies.push(performance.now() - started);
          else errors += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  return {
    /** Loads the target for `ms`; only what a measured slice records counts. */
    async run(ms, measured = true) {
      const deadline = performance.now() + ms;
      const before = { count: latencies.length, errors, cpu: cpuSecondsOf(pid), at: performance.now() };
      const loop = async () => {
        while (performance.now() < deadline) await once();
      };
      await Promise.all(Array.from({ length: connections }, loop));
      if (!measured) {
        latencies.length = before.count;
        errors = before.errors;
        return;
      }
      seconds += (performance.now() - before.at) / 1000;
      cpuSeconds += cpuSecondsOf(pid) - before.cpu;
    },
    result() {
      agent.destroy();
      const sorted = latencies.toSorted((a, b) => a - b);
      return {
        requestsPerSecond: sorted.length / seconds,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        cpuMsPerRequest: (cpuSeconds * 1000) / sorted.length,
        errors,
      };
    },
  };
}

/**
 * Loads each target in turn, one-second slices alternating for `seconds` each: a busy moment of
 * a shared machine hits every target alike. Returns one result per target, in order.
 */
export async function measurePaired(targets, { connections = 16, seconds = 10, warmUpSeconds = 2 } = {}) {
  const loaded = targets.map((t) => target(t, connections));
  for (const t of loaded) await t.run(warmUpSeconds * 1000, false);
  for (let slice = 0; slice < seconds; slice += 1) {
    for (const t of loaded) await t.run(1000);
  }
  return loaded.map((t) => t.result());
}
