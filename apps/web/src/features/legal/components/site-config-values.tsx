import type { SiteConfig } from '@declic/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSiteConfig } from '../../../lib/site-config';

/**
 * Renders what needs the publisher's identity (GET /api/site), with a loading line and an
 * error that offers to retry. Several blocks share the same cached request.
 */
export function WithSiteConfig({ children }: { children: (config: SiteConfig) => ReactNode }) {
  const query = useSiteConfig();
  if (query.isPending) {
    return (
      <p role="status" className="mt-3 animate-pulse text-ink-soft">
        Chargement des informations de l’éditeur…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="mt-3 flex flex-col items-start gap-3">
        <Alert tone="error">
          Impossible de charger les informations de l’éditeur pour le moment. Réessaie dans un instant.
        </Alert>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** The support address as a mail link, inline in running text. */
export function SupportEmailLink() {
  const query = useSiteConfig();
  if (!query.data) return <>l’adresse de contact indiquée dans les mentions légales</>;
  return (
    <a
      href={`mailto:${query.data.supportEmail}`}
      className="font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      {query.data.supportEmail}
    </a>
  );
}

interface IdentityRow {
  label: string;
  value: ReactNode;
}

/** A definition list of identity fields (publisher, host). */
export function IdentityList({ rows }: { rows: readonly IdentityRow[] }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-2xl bg-brand-50 p-4 sm:grid-cols-[auto_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-ink">{row.label}</dt>
          <dd className="text-ink-soft">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
