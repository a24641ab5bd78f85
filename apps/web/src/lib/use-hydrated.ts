import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page drawn by the server waits for React to take it over (and on the server),
 * true after. A control that needs the script is disabled until then: a tap or a typed letter
 * before hydration would otherwise be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
