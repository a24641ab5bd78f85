import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { AuthPage } from '../../features/auth/components/auth-page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { ResendConfirmation } from '../../features/auth/components/resend-confirmation';
import { TEXTES } from '../../features/auth/textes';

/** /register (and ?after=results, when the questionnaire sent the visitor here). */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const afterResults = params.get('after') === 'results';
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    return (
      <AuthPage title="Vérifie ta boîte mail">
        <div className="flex flex-col gap-4">
          <Alert tone="success">{TEXTES.confirmationSent}</Alert>
          <p>
            On vient d’envoyer un lien à <strong>{registeredEmail}</strong>. Clique dessus pour activer ton
            compte.
          </p>
          {afterResults ? (
            <p>Tes résultats du questionnaire seront prêts dès que tu auras confirmé ton adresse.</p>
          ) : null}
          <p className="text-ink-soft">
            Rien reçu après quelques minutes ? Regarde dans les indésirables, ou :
          </p>
          <ResendConfirmation email={registeredEmail} />
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Créer mon compte"
      intro={
        afterResults
          ? 'Encore une étape : crée ton compte pour découvrir les résultats de ton questionnaire.'
          : 'Ton compte garde ton avatar, tes réponses et ta progression.'
      }
    >
      <RegisterForm onRegistered={setRegisteredEmail} />
      <p className="mt-6 border-t border-line pt-4 text-ink-soft">
        Déjà un compte ?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          Se connecter
        </Link>
      </p>
    </AuthPage>
  );
}
