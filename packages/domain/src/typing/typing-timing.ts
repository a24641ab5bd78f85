/**
 * Typewriter timing shared by the landing mascot and the level screens (spec section 9):
 * a line is revealed in a number of steps spread over its duration, never faster than
 * one step every TYPEWRITER_MIN_INTERVAL_MS.
 */
export const TYPEWRITER_MIN_INTERVAL_MS = 15;

export interface TypingRequest {
  /** How long the whole line should take to appear. */
  durationMs: number;
  /** Number of characters in the line. */
  length: number;
  /** Steps per second of duration; without it, one character per step. */
  stepsPerSecond?: number;
}

export interface TypingPlan {
  /** Number of ticks until the whole line is shown (0 for an empty line). */
  steps: number;
  /** Delay between two ticks, in milliseconds. */
  intervalMs: number;
}

/** How many ticks a line takes and how far apart they are. */
export function planTyping({ durationMs, length, stepsPerSecond }: TypingRequest): TypingPlan {
  const characters = Math.max(0, Math.floor(length));
  if (characters === 0) return { steps: 0, intervalMs: TYPEWRITER_MIN_INTERVAL_MS };
  const duration = Math.max(0, durationMs);
  const wanted = stepsPerSecond === undefined ? characters : Math.round((duration / 1000) * stepsPerSecond);
  // More steps than characters would show nothing new; fewer than one would show nothing at all.
  const byRate = Math.min(characters, Math.max(1, wanted));
  // The minimum interval wins over the duration: fewer, larger steps rather than faster ones.
  const byMinimumInterval = Math.max(1, Math.floor(duration / TYPEWRITER_MIN_INTERVAL_MS));
  const steps = Math.min(byRate, byMinimumInterval);
  return { steps, intervalMs: Math.max(TYPEWRITER_MIN_INTERVAL_MS, duration / steps) };
}

/** Number of characters visible after `step` ticks: grows evenly and ends on the whole line. */
export function revealedLength(plan: TypingPlan, length: number, step: number): number {
  if (plan.steps === 0 || step >= plan.steps) return length;
  if (step <= 0) return 0;
  return Math.ceil((length * step) / plan.steps);
}

/**
 * Steps that should be shown after `elapsedMs` of typing. Driving the typewriter from the
 * clock rather than by counting timer ticks keeps a line on time on a slow or busy device.
 */
export function stepAt(plan: TypingPlan, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(plan.steps, Math.floor(elapsedMs / plan.intervalMs));
}
