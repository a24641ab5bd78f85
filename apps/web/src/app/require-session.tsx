import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { restoreSession, sessionEndedByUser, useSession } from '../lib/auth/session';

type GuardState = 'checking' | 'signed-in' | 'signed-out';

/** Lets signed-in users through; everyone else goes to /login, remembering where they were going. */
export function RequireSession() {
  const [state, setState] = useState<GuardState>('checking');
  const location = useLocation();
  // Signing out, or a 401 no refresh could cure, empties the session while a page is open.
  const user = useSession();

  useEffect(() => {
    let active = true;
    restoreSession().then((session) => {
      if (active) setState(session ? 'signed-in' : 'signed-out');
    });
    return () => {
      active = false;
    };
  }, []);

  if (state === 'checking') {
    return (
      <p role="status" className="p-8 text-center text-ink-soft">
        Chargement…
      </p>
    );
  }
  if (state === 'signed-out' || !user) {
    // Signing out (or deleting the account) lands on /; an expired session asks to sign in again.
    if (state === 'signed-in' && sessionEndedByUser()) return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
