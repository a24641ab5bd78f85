import type { FastifyInstance } from 'fastify';

/** The time as the accounts code sees it; tests move it forward to expire links and sessions. */
export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export function registerClock(app: FastifyInstance): void {
  app.decorate('clock', { now: () => new Date() });
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
