import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { configureApiAuth } from './lib/api-auth';
import { getSession } from './lib/auth/session-store';
import './styles.css';

// The session code (and the route table's schemas it carries) loads only when a request needs
// it: the public pages' first paint does without it.
configureApiAuth(
  () => getSession()?.access_token ?? null,
  () => import('./lib/auth/session').then((session) => session.recoverFromUnauthorized()),
);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
