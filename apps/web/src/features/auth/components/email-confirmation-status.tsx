import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { ApiRequestError } from '../../../lib/api-client';
import { homePathOf } from '../../../lib/auth/home-path';
import { startSession } from '../../../lib/auth/session';
import { confirmEmail } from '../api/confirm-email';
import { takeLinkFragment } from '../hooks/link-fragment';
import { TEXTES } from '../textes';

const REDIRECT_DELAY_MS = 1000;

type State =
  | { status: 'loading' }
  | { status: 'success'; professional: boolean }
  | { status: 'invalid'; detail?: string }
  | { status: 'error' };

// Read once per page load: the fragment is removed from the address bar as soon as it is read.
let fragmentToken: string | null | undefined;
function linkToken(): string | null {
  if (fragmentToken === undefined) fragmentToken = takeLinkFragment('signup') ?? null;
  return fragmentToken;
}

/** 'Validation en cours...', then 'Email validé' and the account's home after 1 s — or why the link failed. */
export function EmailConfirmationStatus() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const token = linkToken();
    if (!token) {
      setState({ status: 'invalid' });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    confirmEmail(token)
      .then((session) => {
        startSession(session);
        // A company or a teacher is addressed with « vous ».
        setState({ status: 'success', professional: homePathOf(session.user) !== '/app' });
        timer = setTimeout(() => navigate(homePathOf(session.user), { replace: true }), REDIRECT_DELAY_MS);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 400) {
          setState({ status: 'invalid', detail: error.message });
        } else {
          setState({ status: 'error' });
        }
      });
    return () => clearTimeout(timer);
  }, [navigate]);

  if (state.status === 'loading') {
    return (
      <p role="status" className="text-lg font-semibold text-ink-soft">
        {TEXTES.confirming}
      </p>
    );
  }
  if (state.status === 'success') {
    return (
      <Alert tone="success">
        <p>{TEXTES.confirmed}</p>
        <p className="font-normal">
          {state.professional
            ? 'Bienvenue dans Déclic. Nous vous emmenons dans votre espace…'
            : 'Bienvenue dans Déclic. On t’emmène dans ton espace…'}
        </p>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert tone="error">
        <p>{state.status === 'invalid' ? TEXTES.invalidLink : TEXTES.confirmationError}</p>
        {state.status === 'invalid' && state.detail ? <p className="font-normal">{state.detail}</p> : null}
      </Alert>
      <ButtonLink to="/login">{TEXTES.backToLogin}</ButtonLink>
    </div>
  );
}
