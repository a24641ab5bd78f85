import type { DatabaseHandle } from '../database';
import type { Progress } from './progress';

/** Why rows were refused, with a few examples so a person can check the source file. */
export interface Rejection {
  reason: string;
  count: number;
  examples: string[];
}

export interface ImportReport {
  read: number;
  imported: number;
  rejected: Rejection[];
  /** What else the run found worth printing (how many rows were matched to what). */
  notes?: string[];
}

export interface ImportContext {
  database: DatabaseHandle;
  /** Folder holding the open-data files (DECLIC_DATA_DIR), laid out as shared/data/. */
  dataDir: string;
  progress: Progress;
}

/**
 * One data source. `run` must be idempotent: a second run over the same files changes nothing
 * (upserts keyed on the source's own identifiers).
 */
export interface Importer {
  name: string;
  description: string;
  /** Other importers whose tables this one reads (run first by `import all`). */
  dependsOn?: string[];
  run(context: ImportContext): Promise<ImportReport>;
}

/** Collects rejections by reason while an importer walks its rows. */
export class RejectionLog {
  private readonly byReason = new Map<string, Rejection>();

  add(reason: string, example: string): void {
    const entry = this.byReason.get(reason) ?? { reason, count: 0, examples: [] };
    entry.count += 1;
    if (entry.examples.length < 3) entry.examples.push(example);
    this.byReason.set(reason, entry);
  }

  get total(): number {
    let total = 0;
    for (const entry of this.byReason.values()) total += entry.count;
    return total;
  }

  list(): Rejection[] {
    return [...this.byReason.values()].sort((a, b) => b.count - a.count);
  }
}
