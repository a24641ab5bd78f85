import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { CompanyLayout } from '../../features/company/components/company-layout';
import { CompanySpace } from '../../features/company/components/company-space';
import { useSession } from '../../lib/auth/session';

/** /entreprise: the company dashboard; a student who lands here is sent back to their space. */
export default function CompanySpacePage() {
  const user = useSession();
  if (user?.user_metadata.profile_type !== 'company') {
    return (
      <CompanyLayout>
        <Alert tone="info">
          Cet espace est réservé aux comptes entreprise.{' '}
          <Link to="/app" className="font-semibold underline">
            Retourner à mon espace
          </Link>
        </Alert>
      </CompanyLayout>
    );
  }
  return <CompanySpace />;
}
