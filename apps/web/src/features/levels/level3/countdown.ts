/** Seconds left of the pitch, never below 0 nor above the limit. */
export function remainingSeconds(elapsedMs: number, limitSeconds: number): number {
  const left = limitSeconds - Math.floor(Math.max(0, elapsedMs) / 1000);
  return Math.min(limitSeconds, Math.max(0, left));
}

/** 'm:ss' as on a stopwatch (1:00, 0:09). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
