export declare const sleep: (ms: number) => Promise<void>;
export declare function startEmbeddedServer(
  port: number,
  options?: { imports?: string[]; openData?: string; readyWithinMs?: number },
): Promise<{ base: string; dataDir: string; stop: () => Promise<void> }>;
