import type { z } from 'zod';

/** A value kept in localStorage as JSON, checked against its schema; null when absent or invalid. */
export function readStoredJson<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed = schema.safeParse(raw ? JSON.parse(raw) : undefined);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes a value as JSON; with storage disabled (private browsing) it lives until the tab closes. */
export function writeStoredJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the page keeps the value in memory.
  }
}
