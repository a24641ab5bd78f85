import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { configureApiAuth } from './lib/api-auth';
import { getSession } from './lib/auth/session-store';
import './styles.css';

// The session code (and the route table's schemas it carries) loads only when a request needs
// it: the public pages' first paint does without it.
configureApiAuth(
  () => getSession()?.access_token ?? null,
  () => import('./lib/auth/session').then((session) => session.recoverFromUnauthorized()),
);

/**
 * The page's route modules, loaded before the router starts: the first render draws the page
 * (what the server drew, for a public page) rather than an empty fallback.
 */
async function loadMatchedRoutes(oneByOne: boolean): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const load = async ({ route }: (typeof matches)[number]) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  };
  if (!oneByOne) {
    await Promise.all(matches.map(load));
    return;
  }
  // Chunks the server announced (modulepreload) are already on their way: asked for one after
  // the other, their modules run in separate tasks, the browser free in between — run together,
  // they made one long task on a phone.
  for (const match of matches) {
    await load(match);
    await nextTask();
  }
}

/** Lets the browser run what waits (input, paint) before the next piece of work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * An /app page the server drew for a signed-in student (data-drawn="app"): its session and
 * progression are made ready while the route chunks load. Other pages need nothing first.
 */
function prepareDrawnPage(root: HTMLElement): Promise<void> {
  if (root.dataset.drawn !== 'app') return Promise.resolve();
  // A failure leaves the guard to renew the session itself, as on any other page.
  return import('./app/drawn-app/take-over').then(
    (module) => module.prepareDrawnApp(),
    () => undefined,
  );
}

async function start(root: HTMLElement): Promise<void> {
  // Public pages arrive drawn by the server (apps/api plugins/page-html.ts). A link that carries a
  // token in its fragment (e-mail confirmation, new password) draws something else at once: that
  // page is drawn afresh rather than hydrated.
  // A module that does not load (offline, a new version deployed meanwhile): the router loads it
  // again itself and shows its error if it still fails; the page is then drawn, not hydrated.
  const [loaded] = await Promise.all([
    loadMatchedRoutes(root.dataset.drawn === 'app').then(
      () => true,
      () => false,
    ),
    prepareDrawnPage(root),
  ]);
  // A static page that hands over to the app (a sign-in on /login: app/account-pages/login-island.ts),
  // or an /app page whose shell the server drew (app/drawn-app), is not a drawing to hydrate: drawn
  // afresh, it stays on screen until React's first commit replaces it with the same shell.
  const handedOver = root.dataset.drawn === 'static' || root.dataset.drawn === 'app';
  const hydrate = !handedOver && loaded && root.hasChildNodes() && !window.location.hash.includes('=');
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (hydrate) {
    hydrateRoot(root, app);
  } else {
    if (!handedOver) root.replaceChildren();
    // A transition: React renders the app in slices of a few milliseconds and lets the browser
    // breathe between them (taps, paint), instead of one long task; what is on screen (the
    // server's drawing) stays until the commit.
    const appRoot = createRoot(root);
    startTransition(() => appRoot.render(app));
  }
}

const root = document.getElementById('root');
if (root) void start(root);
