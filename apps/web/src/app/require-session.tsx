import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { restoreSession } from '../lib/auth/session';

type GuardState = 'checking' | 'signed-in' | 'signed-out';

/** Lets signed-in users through; everyone else goes to /login, remembering where they were going. */
export function RequireSession() {
  const [state, setState] = useState<GuardState>('checking');
  const location = useLocation();

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
  if (state === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
