import { homePathOf } from '../../lib/auth/home-path';
import { setSession } from '../../lib/auth/session-store';
import { wakeLoginPage } from './login-page';

/**
 * /login shipped static: once signed in, the browser remembers that it holds a session (the hint
 * the app's guard reads) and loads the account's home, which renews the session from the cookie
 * the server just set. The session code itself is not loaded here.
 */
export function wake(root: HTMLElement): void {
  wakeLoginPage(root, {
    onSignedIn: (session) => {
      setSession(session);
      window.location.replace(homePathOf(session.user));
    },
  });
}
