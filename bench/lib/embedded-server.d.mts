import type { ChildProcess } from 'node:child_process';

export declare const sleep: (ms: number) => Promise<void>;
export declare function startEmbeddedServer(
  port: number,
  options?: {
    imports?: string[];
    openData?: string;
    databaseUrl?: string;
    realLimits?: boolean;
    readyWithinMs?: number;
  },
): Promise<{ base: string; dataDir: string; pid: number; stop: () => Promise<void> }>;
export declare function stopper(child: ChildProcess, cleanUp?: () => void): () => Promise<void>;
export declare function stopOnSignals(stop: () => Promise<unknown>): void;
export declare function signedInStudent(base: string, dataDir: string, email?: string): Promise<string>;
