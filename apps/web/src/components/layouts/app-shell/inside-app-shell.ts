import { createContext, useContext } from 'react';

/**
 * True inside the app shell, which already provides the page's <main id="contenu">: pages and
 * placeholders rendered there must not add a second one.
 */
export const InsideAppShell = createContext(false);

export function useInsideAppShell(): boolean {
  return useContext(InsideAppShell);
}
