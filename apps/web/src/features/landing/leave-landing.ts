import { mayHaveSession } from '../../lib/auth/session-store';
import { signupConfirmationTarget } from './landing-redirect';

/**
 * True when this browser holds a session the server still honours. Anonymous visitors (no
 * session hint) answer at once, without downloading the session code.
 */
export async function hasLiveSession(): Promise<boolean> {
  if (!mayHaveSession()) return false;
  const { restoreSession } = await import('../../lib/auth/session');
  return (await restoreSession()) !== null;
}

/**
 * The static landing page's own script (no router there, so full loads): a sign-up confirmation
 * link goes on to /email-confirmation with its hash, a signed-in visitor to /app, both replacing
 * the landing page in the history. False when the visitor stays, as far as is known yet.
 */
export function leaveLanding(location: Location = window.location): boolean {
  const confirmation = signupConfirmationTarget(location.hash);
  if (confirmation) {
    location.replace(confirmation);
    return true;
  }
  hasLiveSession().then(
    (signedIn) => {
      if (signedIn) location.replace('/app');
    },
    // Without a readable session the visitor simply stays on the landing page.
    () => {},
  );
  return false;
}
