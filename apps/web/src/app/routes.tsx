import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { STATIC_PAGE } from './page-hydration';
import { RootLayout } from './root-layout';

type PageModule = { default: ComponentType };

/** Each page is its own chunk: the landing page never downloads the app's heavy screens. */
const page = (load: () => Promise<PageModule>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * A route of the signed-in space names its source file (`handle.module`, as Vite's manifest keys
 * it): the server announces the chunks of the page it sends drawn (`modulepreload`).
 */
const drawnWith = (file: string) => ({ handle: { module: `src/app/${file}` } });

/** An /app page: its own chunk, named for the server (drawnWith). */
const appPage = (file: string, load: () => Promise<PageModule>) => ({ ...drawnWith(file), ...page(load) });

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
        ...drawnWith('query-layout.tsx'),
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
            path: '/enseignant/inscription',
            handle: STATIC_PAGE,
            ...page(() => import('./routes/teacher-register')),
          },
          {
            path: '/enseignant',
            lazy: async () => ({ Component: (await import('./require-session')).RequireSession }),
            children: [{ index: true, ...page(() => import('./routes/teacher-space')) }],
          },
          {
            path: '/entreprise',
            lazy: async () => ({ Component: (await import('./require-session')).RequireSession }),
            children: [{ index: true, ...page(() => import('./routes/company-space')) }],
          },
          {
            path: '/enseignant',
            lazy: async () => ({ Component: (await import('./require-session')).RequireSession }),
            children: [
              { index: true, ...page(() => import('./routes/teacher-space')) },
              { path: 'classes/:id', ...page(() => import('./routes/teacher-class')) },
            ],
          },
          {
            path: '/app',
            ...drawnWith('require-session.tsx'),
            // Lazy like the pages: the guard brings the session code, which public pages do without.
            lazy: async () => ({ Component: (await import('./require-session')).RequireSession }),
            children: [
              {
                ...appPage('routes/app/shell.tsx', () => import('./routes/app/shell')),
                children: [
                  {
                    index: true,
                    ...appPage('routes/app/activities.tsx', () => import('./routes/app/activities')),
                  },
                  {
                    path: 'activites',
                    ...appPage('routes/app/activities.tsx', () => import('./routes/app/activities')),
                  },
                  {
                    path: 'profile',
                    ...appPage('routes/app/profile.tsx', () => import('./routes/app/profile')),
                  },
                  {
                    path: 'rejoindre/:code',
                    ...appPage('routes/app/join-classroom.tsx', () => import('./routes/app/join-classroom')),
                  },
                  {
                    path: 'offres',
                    ...appPage('routes/app/offers.tsx', () => import('./routes/app/offers')),
                  },
                  {
                    path: 'results',
                    ...appPage('routes/app/results.tsx', () => import('./routes/app/results')),
                  },
                  {
                    path: 'formations',
                    ...appPage('routes/app/formations.tsx', () => import('./routes/app/formations')),
                  },
                  {
                    path: 'emplois',
                    ...appPage('routes/app/emplois.tsx', () => import('./routes/app/emplois')),
                  },
                  {
                    path: 'candidatures',
                    ...appPage('routes/app/candidatures.tsx', () => import('./routes/app/candidatures')),
                  },
                  {
                    path: 'rencontres',
                    ...appPage('routes/app/rencontres.tsx', () => import('./routes/app/rencontres')),
                  },
                  {
                    path: 'lettre',
                    ...appPage('routes/app/lettre.tsx', () => import('./routes/app/lettre')),
                  },
                  { path: 'chat', ...appPage('routes/app/chat.tsx', () => import('./routes/app/chat')) },
                  {
                    path: 'questionnaire',
                    ...appPage('routes/questionnaire.tsx', () => import('./routes/questionnaire')),
                  },
                  {
                    path: 'niveau/:n',
                    ...appPage('routes/app/level.tsx', () => import('./routes/app/level')),
                  },
                  { path: 'equipe', ...appPage('routes/app/staff.tsx', () => import('./routes/app/staff')) },
                  {
                    path: 'conseils',
                    ...appPage('routes/app/conseils.tsx', () => import('./routes/app/conseils')),
                  },
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
