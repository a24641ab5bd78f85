import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Length of one clock tick of /proc's CPU counters (10 ms on Linux with CLK_TCK = 100). */
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** utime + stime of one process, from /proc/<pid>/stat (fields 14 and 15, after the name). */
function cpuMsOf(pid: string): { name: string; ms: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null; // gone meanwhile
  }
}

export interface CpuSample {
  server: number;
  /** CPU so far of each PostgreSQL process, by pid. */
  postgres: Map<string, number>;
}

/** CPU used so far by the API server and by each PostgreSQL process of the machine. */
export function sampleCpu(serverPid: number): CpuSample {
  const postgres = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const process = cpuMsOf(pid);
    if (process?.name === 'postgres') postgres.set(pid, process.ms);
  }
  return { server: cpuMsOf(String(serverPid))?.ms ?? 0, postgres };
}

/**
 * CPU spent between two samples: the server's, and PostgreSQL's — each process's growth (its pool's
 * backends live through a run; one that started meanwhile counts whole, one that ended is lost,
 * so the figure never goes below zero). The machine is otherwise quiet when the bench runs.
 */
export function cpuSpent(before: CpuSample, after: CpuSample): { server: number; postgres: number } {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return { server: after.server - before.server, postgres };
}
