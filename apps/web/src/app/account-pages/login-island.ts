import type { Session } from '@declic/domain';
import { homePathOf } from '../../lib/auth/home-path';
import { setSession } from '../../lib/auth/session-store';
import { wakeLoginPage } from './login-page';

/**
 * Signed in on the static page: the app starts in this very page, with the session in memory as
 * after a sign-in inside the app, rather than loading the account's home anew — which would renew
 * the session at once: one more request, and a rotation of the refresh cookie that leaving the
 * page at that moment would cut short. The page stays as it is until the app's first render
 * replaces it (main.tsx, `data-drawn="static"`).
 */
async function continueInApp(session: Session, root: HTMLElement): Promise<void> {
  const { startSession } = await import('../../lib/auth/session');
  startSession(session);
  window.history.replaceState(null, '', homePathOf(session.user));
  root.dataset.drawn = 'static';
  await import('../../main');
}

/** /login shipped static. */
export function wake(root: HTMLElement): void {
  wakeLoginPage(root, {
    onSignedIn: (session) => {
      // The hint the app's guard reads, at once: should the app's code not load, the account's
      // home loaded anew still finds the session (the refresh cookie the server just set).
      setSession(session);
      const page = document.getElementById('root');
      const goHome = () => window.location.replace(homePathOf(session.user));
      if (page) continueInApp(session, page).catch(goHome);
      else goHome();
    },
  });
}
