import { SHARE_TEXTES } from '@declic/domain';
import { Link, useParams } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { Alert } from '../../components/ui/alert';
import { SharedResultsView } from '../../features/sharing/components/shared-results-view';
import { TEXTES } from '../../features/sharing/textes';
import { ApiRequestError } from '../../lib/api-client';
import { useSharedResults } from '../../lib/sharing/share-links';
import { usePageTitle } from '../../lib/use-page-title';

/** /partage/:token — the public, read-only page a student's share link opens. */
export default function SharedResultsPage() {
  const token = useParams().token ?? '';
  const shared = useSharedResults(token);
  usePageTitle(shared.data ? TEXTES.pageTitle(shared.data.firstName) : 'Résultats partagés');
  const gone = shared.error instanceof ApiRequestError && shared.error.status < 500;
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
        {shared.isPending ? (
          <p role="status" className="text-ink-soft">
            {TEXTES.loading}
          </p>
        ) : shared.data ? (
          <SharedResultsView results={shared.data} />
        ) : (
          <>
            <h1 className="font-display text-3xl font-semibold text-brand-900">Résultats partagés</h1>
            <Alert tone="error">{gone ? SHARE_TEXTES.unknownLink : TEXTES.loadError}</Alert>
            <Link to="/" className="font-semibold text-brand-800 underline">
              {TEXTES.home}
            </Link>
          </>
        )}
      </div>
    </PublicLayout>
  );
}
