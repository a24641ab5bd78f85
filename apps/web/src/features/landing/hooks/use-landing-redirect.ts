import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { hasLiveSession } from '../leave-landing';

/** A visitor who is already signed in skips the landing page and goes to the app. */
export function useSignedInRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    hasLiveSession()
      .then((signedIn) => {
        if (active && signedIn) navigate('/app', { replace: true });
      })
      // Without a readable session the visitor simply stays on the landing page.
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [navigate]);
}
