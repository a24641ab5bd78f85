import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** A visitor who is already signed in skips the landing page and goes to the app. */
export function useSignedInRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    // Loaded after the first paint: the landing page's own script stays small.
    import('../../../lib/auth/session')
      .then(({ restoreSession }) => restoreSession())
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
