import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { AuthPage } from '../../features/auth/components/auth-page';
import { ResendConfirmation } from '../../features/auth/components/resend-confirmation';
import { CompanyRegisterForm } from '../../features/company/components/company-register-form';
import { TEXTES } from '../../features/company/textes';

/** /entreprise/inscription: a company creates its space, then confirms its address. */
export default function CompanyRegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (registeredEmail) {
    return (
      <AuthPage title={TEXTES.verifiezBoite}>
        <div className="flex flex-col gap-4">
          <Alert tone="success">{TEXTES.lienEnvoye}</Alert>
          <p>
            Le lien est parti à <strong>{registeredEmail}</strong>. Rien reçu après quelques minutes ?
            Regardez dans les indésirables, ou :
          </p>
          <ResendConfirmation email={registeredEmail} />
        </div>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={TEXTES.inscriptionTitre} intro={TEXTES.inscriptionIntro}>
      <CompanyRegisterForm onRegistered={setRegisteredEmail} />
      <p className="mt-6 border-t border-line pt-4 text-ink-soft">
        Déjà un espace ?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          Se connecter (choisir « Entreprise »)
        </Link>
      </p>
    </AuthPage>
  );
}
