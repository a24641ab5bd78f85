// Déclic’s service worker (built by build/installable-app.ts, which writes the precache list into
// it): the app installs and keeps working without a connection on the pages already opened — the
// questionnaire above all.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The shell and what its first paint needs (chosen at build: vite.config.ts, shellOnly). */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new version takes over at once: the built files it needs are named by their content.
self.skipWaiting();
clientsClaim();

/** A slow network is treated as none after this long: the student keeps going with the last copy. */
const NETWORK_TIMEOUT_SECONDS = 4;

// Pages: the server's own when online (each has its title, description and embedded data);
// offline, the last copy of that page, or else the app's shell, which draws any page.
// A page marked no-store (an /app page drawn with the student's level) is not kept: offline, the
// app's shell draws it instead, from the session of whoever is signed in.
const pages = new NetworkFirst({
  cacheName: 'declic-pages',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    {
      cacheWillUpdate: async ({ response }) =>
        response.headers.get('Cache-Control')?.includes('no-store') ? null : response,
    },
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// Built files never change under their name: once fetched, they are kept.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'declic-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

// The questionnaire's items (public, the same for everyone): fresh online, the last copy offline.
// No other API answer is kept: they are personal, and stale ones would mislead.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/api/questionnaire/questions',
  new NetworkFirst({ cacheName: 'declic-questionnaire', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);
