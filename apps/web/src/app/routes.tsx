import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { STATIC_PAGE } from './page-hydration';
import { RootLayout } from './root-layout';

type PageModule = { default: ComponentType };

/** Each page is its own chunk: the landing page never downloads the app's heavy screens. */
const page = (load: () => Promise<PageModule>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The route table, shared by the browser (main.tsx) and the server rendering of public pages. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Pages that arrive with their data in the HTML: no React Query, no API client. Loaded
      // directly, they ship as static HTML with islands (STATIC_PAGE), as do the account forms
      // and the legal pages below; the app draws them only when it navigates to them.
      { path: '/', handle: STATIC_PAGE, ...page(() => import('./routes/landing')) },
      { path: '/blog', handle: STATIC_PAGE, ...page(() => import('./routes/blog-index')) },
      { path: '/blog/:slug', handle: STATIC_PAGE, ...page(() => import('./routes/blog-article')) },
      {
        lazy: async () => ({ Component: (await import('./query-layout')).QueryLayout }),
        children: [
          { path: '/login', handle: STATIC_PAGE, ...page(() => import('./routes/login')) },
          { path: '/register', handle: STATIC_PAGE, ...page(() => import('./routes/register')) },
          { path: '/email-confirmation', ...page(() => import('./routes/email-confirmation')) },
          { path: '/avatar', ...page(() => import('./routes/avatar')) },
          { path: '/questionnaire', ...page(() => import('./routes/questionnaire')) },
          {
            path: '/legal/mentions-legales',
            handle: STATIC_PAGE,
            ...page(() => import('./routes/legal-notice')),
          },
          {
            path: '/legal/conditions',
            handle: STATIC_PAGE,
            ...page(() => import('./routes/legal-conditions')),
          },
          { path: '/parent', ...page(() => import('./routes/parent')) },
          { path: '/parent/accord', ...page(() => import('./routes/parent-consent')) },
          { path: '/partage/:token', ...page(() => import('./routes/shared-results')) },
          { path: '/verifier/:code', ...page(() => import('./routes/verify-certificate')) },
          {
            path: '/entreprise/inscription',
            handle: STATIC_PAGE,
            ...page(() => import('./routes/company-register')),
          },
          {
            path: '/entreprise',
            lazy: async () => ({ Component: (await import('./require-session')).RequireSession }),
            children: [{ index: true, ...page(() => import('./routes/company-space')) }],
          },
          {
            path: '/app',
            // Lazy like the pages: the guard brings the session code, which public pages do without.
            lazy: async () => ({ Component: (await import('./require-session')).RequireSession }),
            children: [
              {
                ...page(() => import('./routes/app/shell')),
                children: [
                  { index: true, ...page(() => import('./routes/app/activities')) },
                  { path: 'activites', ...page(() => import('./routes/app/activities')) },
                  { path: 'profile', ...page(() => import('./routes/app/profile')) },
                  { path: 'offres', ...page(() => import('./routes/app/offers')) },
                  { path: 'results', ...page(() => import('./routes/app/results')) },
                  { path: 'formations', ...page(() => import('./routes/app/formations')) },
                  { path: 'emplois', ...page(() => import('./routes/app/emplois')) },
                  { path: 'candidatures', ...page(() => import('./routes/app/candidatures')) },
                  { path: 'rencontres', ...page(() => import('./routes/app/rencontres')) },
                  { path: 'lettre', ...page(() => import('./routes/app/lettre')) },
                  { path: 'chat', ...page(() => import('./routes/app/chat')) },
                  { path: 'questionnaire', ...page(() => import('./routes/questionnaire')) },
                  { path: 'niveau/:n', ...page(() => import('./routes/app/level')) },
                  { path: 'equipe', ...page(() => import('./routes/app/staff')) },
                  { path: 'conseils', ...page(() => import('./routes/app/conseils')) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
