import { Link } from 'react-router';
import { AuthCard, AuthFrame, LinkSentCard } from '../../features/auth/components/auth-page';
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
      <LinkSentCard message={TEXTES.lienEnvoye}>
        <p data-slot="next-step" />
      </LinkSentCard>
    </AuthFrame>
  );
}
