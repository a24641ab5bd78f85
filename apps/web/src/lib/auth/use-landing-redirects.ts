import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { restoreSession } from './session';

/**
 * The landing page's two redirects (spec section 2): a confirmation link (`#access_token=…
 * &type=signup`) goes to /email-confirmation keeping the fragment; a returning visitor with a
 * live session goes to /app.
 */
export function useLandingRedirects(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
    if (params.get('type') === 'signup' && params.get('access_token')) {
      navigate(`/email-confirmation${window.location.hash}`, { replace: true });
      return;
    }
    let active = true;
    restoreSession().then((session) => {
      if (active && session) navigate('/app', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
}
