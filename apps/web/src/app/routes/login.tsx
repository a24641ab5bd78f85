import { type Ref, useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard, AuthFrame } from '../../features/auth/components/auth-page';
import { ForgotPassword } from '../../features/auth/components/forgot-password';
import { LoginForm } from '../../features/auth/components/login-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { afterSignInPath } from '../../lib/auth/home-path';
import { startSession } from '../../lib/auth/session';
import { useIsland } from '../../lib/use-island';
import { usePageTitle } from '../../lib/use-page-title';
import { wakeLoginPage } from '../account-pages/login-page';

/**
 * /login: sign-in, « Mot de passe oublié ? », and the new-password form reached from the recovery
 * e-mail. Shipped static with its island (account-pages/login-island.ts); in the app, the same
 * script runs here, and a sign-in goes back where the visitor was going.
 */
export default function LoginPage() {
  usePageTitle('Se connecter');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const wake = useCallback(
    (root: HTMLDivElement) =>
      wakeLoginPage(root, {
        onSignedIn: (session) => {
          startSession(session);
          navigate(afterSignInPath(session.user, from), { replace: true });
        },
      }),
    [navigate, from],
  );
  return <LoginPageView ref={useIsland(wake)} />;
}

/** Both views of the page, the new-password one hidden until a recovery link asks for it. */
function LoginPageView({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <AuthFrame island="connexion" ref={ref}>
      <AuthCard
        view="sign-in"
        title="Se connecter"
        intro="Content de te revoir ! Retrouve tes niveaux et tes résultats."
      >
        <div className="flex flex-col gap-6">
          <div data-slot="notice" className="empty:hidden" />
          <LoginForm />
          <ForgotPassword />
          <p className="border-t border-line pt-4 text-ink-soft">
            Pas encore de compte ?{' '}
            <Link to="/avatar" className="font-semibold text-brand-700 underline underline-offset-4">
              Crée ton avatar pour t’inscrire
            </Link>
          </p>
          <p className="text-ink-soft">
            Vous êtes une entreprise ?{' '}
            <Link
              to="/entreprise/inscription"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Créez votre espace entreprise
            </Link>
          </p>
          <p className="text-ink-soft">
            Vous êtes enseignant ?{' '}
            <Link
              to="/enseignant/inscription"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Créez votre espace enseignant
            </Link>
          </p>
        </div>
      </AuthCard>
      <AuthCard view="new-password" title="Nouveau mot de passe" hidden>
        <ResetPasswordForm />
      </AuthCard>
    </AuthFrame>
  );
}
