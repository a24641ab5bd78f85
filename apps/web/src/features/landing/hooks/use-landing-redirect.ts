import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { restoreSession } from '../../../lib/auth/session';

/** A visitor who is already signed in skips the landing page and goes to the app. */
export function useSignedInRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    restoreSession()
      .then((session) => {
        if (active && session) navigate('/app', { replace: true });
      })
      // Without a readable session the visitor simply stays on the landing page.
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [navigate]);
}
