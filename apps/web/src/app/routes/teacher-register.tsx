import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { AuthCard, AuthFrame } from '../../features/auth/components/auth-page';
import { TeacherRegisterForm } from '../../features/teacher-signup/components/teacher-register-form';
import { TEXTES } from '../../features/teacher-signup/textes';
import { useIsland } from '../../lib/use-island';
import { usePageTitle } from '../../lib/use-page-title';
import { wakeTeacherRegisterPage } from '../account-pages/teacher-register-island';

/**
 * /enseignant/inscription: a teacher opens an account with their school, then confirms their
 * address. Shipped static with its island (account-pages/teacher-register-island.ts); in the app,
 * the same script runs here.
 */
export default function TeacherRegisterPage() {
  usePageTitle(TEXTES.titre);
  const ref = useIsland<HTMLDivElement>(wakeTeacherRegisterPage);
  return (
    <AuthFrame island="inscription-enseignant" ref={ref}>
      <AuthCard view="form" title={TEXTES.titre} intro={TEXTES.intro}>
        <TeacherRegisterForm />
        <p className="mt-6 border-t border-line pt-4 text-ink-soft">
          {TEXTES.dejaUnEspace}{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
            {TEXTES.seConnecter}
          </Link>
        </p>
      </AuthCard>
      <AuthCard view="sent" title={TEXTES.verifiezBoite} hidden>
        <div className="flex flex-col gap-4">
          <Alert tone="success">{TEXTES.lienEnvoye}</Alert>
          <p>
            Le lien est parti à <strong data-slot="address" />. Rien reçu après quelques minutes ? Regardez
            dans les indésirables, ou :
          </p>
          <p data-slot="next-step" />
          <div data-slot="resend" />
        </div>
      </AuthCard>
    </AuthFrame>
  );
}
