import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

/**
 * Wraps every page: restores scroll, and after a client-side navigation moves focus to the
 * page's main region so keyboard and screen-reader users start at the new content.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, keyed by pathname.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById('contenu');
    main?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:font-semibold"
      >
        Aller au contenu
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
