import { formatDate } from '@declic/domain';
import { Award } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { Alert } from '../../components/ui/alert';
import { useCertificate } from '../../features/levels/player/api/certificate';
import { usePageTitle } from '../../lib/use-page-title';

/** /verifier/:code — the public page of a level 29 certificate: first name, badge, date, nothing else. */
export default function VerifyCertificatePage() {
  const code = useParams().code ?? '';
  const certificate = useCertificate(code);
  usePageTitle('Vérifier un certificat');
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
        <h1 className="font-display text-3xl font-semibold text-brand-900">Vérifier un certificat</h1>
        {certificate.isPending ? <p role="status">Vérification…</p> : null}
        {certificate.data ? (
          <section
            aria-label="Certificat vérifié"
            className="flex flex-col items-center gap-2 rounded-2xl border-4 border-sun-300 bg-sun-100 p-6 text-center"
          >
            <Award aria-hidden="true" className="size-12 text-brand-700" />
            <p className="font-semibold text-mint-700">Certificat authentique, délivré par Déclic</p>
            <p className="font-display text-2xl font-semibold text-brand-900">{certificate.data.badge}</p>
            <p>
              Décerné à <span className="font-semibold">{certificate.data.firstName}</span> le{' '}
              <time dateTime={certificate.data.issuedAt}>{formatDate(certificate.data.issuedAt)}</time>
            </p>
          </section>
        ) : null}
        {certificate.isError ? <Alert tone="error">{certificate.error.message}</Alert> : null}
        <Link to="/" className="font-semibold text-brand-800 underline">
          Découvrir Déclic
        </Link>
      </div>
    </PublicLayout>
  );
}
