import { Link } from 'react-router';
import { AuthCard, AuthFrame, LinkSentCard } from '../../features/auth/components/auth-page';
import { CompanyRegisterForm } from '../../features/company/components/company-register-form';
import { runCompanyRegisterForm } from '../../features/company/controllers/company-register-form';
import { TEXTES } from '../../features/company/textes';
import { useIsland } from '../../lib/use-island';
import { usePageTitle } from '../../lib/use-page-title';
import { wakeSignUpPage } from '../account-pages/sign-up-page';

const wakeCompanyRegisterPage = (root: HTMLDivElement) =>
  wakeSignUpPage(root, (form, onRegistered) => runCompanyRegisterForm(form, { onRegistered }));

/**
 * /entreprise/inscription: a company creates its space, then confirms its address. Shipped static
 * with its island (account-pages/company-register-island.ts); in the app, the same script runs here.
 */
export default function CompanyRegisterPage() {
  usePageTitle(TEXTES.inscriptionTitre);
  const ref = useIsland(wakeCompanyRegisterPage);
  return (
    <AuthFrame island="inscription-entreprise" ref={ref}>
      <AuthCard view="form" title={TEXTES.inscriptionTitre} intro={TEXTES.inscriptionIntro}>
        <CompanyRegisterForm />
        <p className="mt-6 border-t border-line pt-4 text-ink-soft">
          Déjà un espace ?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
            Se connecter (choisir « Entreprise »)
          </Link>
        </p>
      </AuthCard>
      <LinkSentCard message={TEXTES.lienEnvoye} />
    </AuthFrame>
  );
}
