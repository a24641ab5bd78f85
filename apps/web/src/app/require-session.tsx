import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import {
  hasLiveSession,
  lastRenewalUnreachable,
  restoreSession,
  sessionEndedByUser,
  useSession,
} from '../lib/auth/session';
import { useOnline } from '../lib/use-online';

type GuardState = 'checking' | 'signed-in' | 'signed-out' | 'unreachable';

/**
 * Lets signed-in users through; everyone else goes to /login, remembering where they were going.
 * Without a connection the session cannot be renewed but is not lost: the page says so, and
 * tries again as soon as the connection returns.
 */
export function RequireSession() {
  // A session already in memory (an /app page the server drew renews it before the first render:
  // app/drawn-app) lets the page through at once, so the first render is the page, not a wait.
  const [state, setState] = useState<GuardState>(() => (hasLiveSession() ? 'signed-in' : 'checking'));
  const location = useLocation();
  const online = useOnline();
  // Signing out, or a 401 no refresh could cure, empties the session while a page is open.
  const user = useSession();

  const mounting = useRef(true);

  // At mount (a session kept in memory needs no network), then again when the connection returns.
  useEffect(() => {
    const first = mounting.current;
    mounting.current = false;
    if (!online && !first) return;
    let active = true;
    restoreSession().then((session) => {
      if (!active) return;
      setState(session ? 'signed-in' : lastRenewalUnreachable() ? 'unreachable' : 'signed-out');
    });
    return () => {
      active = false;
    };
  }, [online]);

  if (state === 'checking') {
    return (
      <p role="status" className="p-8 text-center text-ink-soft">
        Chargement…
      </p>
    );
  }
  if (state === 'unreachable') return <Unreachable />;
  if (state === 'signed-out' || !user) {
    // Signing out (or deleting the account) lands on /; an expired session asks to sign in again.
    if (state === 'signed-in' && sessionEndedByUser()) return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}

function Unreachable() {
  return (
    <main id="contenu" tabIndex={-1} className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">Tu es hors ligne</h1>
      <p role="status" className="text-ink-soft">
        Ton espace se rouvre tout seul dès que la connexion revient.
      </p>
      <p className="text-ink-soft">
        En attendant, le{' '}
        <Link to="/questionnaire" className="font-semibold text-brand-700 underline underline-offset-4">
          questionnaire d’orientation
        </Link>{' '}
        marche sans connexion{'\u202f'}: tes réponses restent sur cet appareil.
      </p>
    </main>
  );
}
