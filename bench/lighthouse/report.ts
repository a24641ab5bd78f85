import type { Result } from 'lighthouse';

export const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The table's line for a page: medians of its runs' scores and metrics. */
export function pageLine(path: string, runs: Result[]): string {
  const score = (id: string) => Math.round(median(runs.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)));
  const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
  return [
    path,
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    `${(metric('first-contentful-paint') / 1000).toFixed(1)} s`,
    `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`,
    metric('cumulative-layout-shift').toFixed(3),
    `${Math.round(metric('total-blocking-time'))} ms`,
  ].join(' | ');
}

/** Lighthouse's measure of the machine each run had (below 1 300 for the targets). */
export function benchmarkIndexes(runs: Result[]): string {
  return runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)).join(', ');
}

interface BootupItem {
  url: string;
  total: number;
  scripting: number;
}

const SHOWN_SCRIPTS = 8;

/**
 * The CPU time of each script (`bootup-time`: evaluation, parse and compile, simulated
 * throttling), median of the runs, heaviest first; a script a run did not load counts 0 there.
 */
export function scriptCpuLines(runs: Result[], base: string): string[] {
  const perScript = new Map<string, { total: number[]; scripting: number[] }>();
  runs.forEach((lhr, run) => {
    const details = lhr.audits['bootup-time']?.details as { items?: BootupItem[] } | undefined;
    for (const item of details?.items ?? []) {
      const name = item.url.startsWith(base) ? item.url.slice(base.length) : item.url;
      const entry = perScript.get(name) ?? {
        total: Array(runs.length).fill(0),
        scripting: Array(runs.length).fill(0),
      };
      entry.total[run] = item.total;
      entry.scripting[run] = item.scripting;
      perScript.set(name, entry);
    }
  });
  return [...perScript]
    .map(([name, times]) => ({ name, total: median(times.total), scripting: median(times.scripting) }))
    .toSorted((a, b) => b.total - a.total)
    .slice(0, SHOWN_SCRIPTS)
    .map(
      ({ name, total, scripting }) =>
        `    ${name} : ${Math.round(total)} ms de CPU (dont ${Math.round(scripting)} ms d’exécution)`,
    );
}
