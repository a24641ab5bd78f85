import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Runs an island's script on the element React drew in the app, before the first paint: the
 * static public pages wake the same script themselves (app/islands.ts), so the page behaves the
 * same both ways. `wake` returns what stops it; it runs again only when it changes.
 */
export function useIsland<T extends HTMLElement>(wake: (root: T) => () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    return wake(ref.current);
  }, [wake]);
  return ref;
}
