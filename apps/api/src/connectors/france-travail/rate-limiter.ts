/**
 * Waits as long as needed so that no more than `perSecond` calls start within any one second.
 * The window is a little longer than a second: requests reach the server with some jitter,
 * and the server counts when they arrive.
 */
export function createRateLimiter(perSecond: number, windowMs = 1100, now = () => Date.now()) {
  const started: number[] = [];
  let queue = Promise.resolve();
  const next = async () => {
    while (started.length >= perSecond) {
      const wait = started[0]! + windowMs - now();
      if (wait <= 0) started.shift();
      else await new Promise((resolve) => setTimeout(resolve, wait));
    }
    started.push(now());
  };
  /** Resolves when the caller may send its request. Calls are served in order. */
  return function acquire(): Promise<void> {
    queue = queue.then(next);
    return queue;
  };
}
