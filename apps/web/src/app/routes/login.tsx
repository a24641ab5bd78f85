import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { AuthPage } from '../../features/auth/components/auth-page';
import { ForgotPassword } from '../../features/auth/components/forgot-password';
import { LoginForm } from '../../features/auth/components/login-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { takeLinkFragment } from '../../features/auth/hooks/link-fragment';

/** /login: sign-in, 'Mot de passe oublié ?', and the new-password form reached from the recovery e-mail. */
export default function LoginPage() {
  const [recoveryToken, setRecoveryToken] = useState(() => takeLinkFragment('recovery'));
  const [notice, setNotice] = useState<string | null>(null);

  if (recoveryToken) {
    return (
      <AuthPage title="Nouveau mot de passe">
        <ResetPasswordForm
          token={recoveryToken}
          onDone={(message) => {
            setNotice(message);
            setRecoveryToken(undefined);
          }}
        />
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Se connecter" intro="Content de te revoir ! Retrouve tes niveaux et tes résultats.">
      <div className="flex flex-col gap-6">
        {recoveryToken === null ? (
          <Alert tone="error">Ce lien n’est pas valide. Demande un nouveau lien ci-dessous.</Alert>
        ) : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
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
      </div>
    </AuthPage>
  );
}
