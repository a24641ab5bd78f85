import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { AuthCard, AuthFrame } from '../../features/auth/components/auth-page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { runRegisterForm } from '../../features/auth/controllers/register-form';
import { TEXTES } from '../../features/auth/textes';
import { useIsland } from '../../lib/use-island';
import { usePageTitle } from '../../lib/use-page-title';
import { wakeSignUpPage } from '../account-pages/sign-up-page';

const wakeRegisterPage = (root: HTMLDivElement) =>
  wakeSignUpPage(root, (form, onRegistered) => runRegisterForm(form, { onRegistered }));

/**
 * /register (and ?after=results, when the questionnaire sent the visitor here): the form, then
 * « Vérifie ta boîte mail ». Shipped static with its island (account-pages/register-island.ts);
 * in the app, the same script runs here.
 */
export default function RegisterPage() {
  usePageTitle('Créer mon compte');
  const [params] = useSearchParams();
  const afterResults = params.get('after') === 'results';
  const ref = useIsland(wakeRegisterPage);
  return (
    <AuthFrame island="inscription" ref={ref}>
      <AuthCard
        view="form"
        title="Créer mon compte"
        intro={
          afterResults
            ? 'Encore une étape : crée ton compte pour découvrir les résultats de ton questionnaire.'
            : 'Ton compte garde ton avatar, tes réponses et ta progression.'
        }
      >
        <RegisterForm />
        <p className="mt-6 border-t border-line pt-4 text-ink-soft">
          Déjà un compte ?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
            Se connecter
          </Link>
        </p>
      </AuthCard>
      <AuthCard view="sent" title="Vérifie ta boîte mail" hidden>
        <div className="flex flex-col gap-4">
          <Alert tone="success">{TEXTES.confirmationSent}</Alert>
          <p>
            On vient d’envoyer un lien à <strong data-slot="address" />. Clique dessus pour activer ton
            compte.
          </p>
          {afterResults ? (
            <p>Tes résultats du questionnaire seront prêts dès que tu auras confirmé ton adresse.</p>
          ) : null}
          <p className="text-ink-soft">
            Rien reçu après quelques minutes ? Regarde dans les indésirables, ou :
          </p>
          <div data-slot="resend" />
        </div>
      </AuthCard>
    </AuthFrame>
  );
}
