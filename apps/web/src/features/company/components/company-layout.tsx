import type { ReactNode } from 'react';
import { SpaceLayout } from '../../../components/layouts/space-layout';

/** The company space's own frame: the organisation and a way out. */
export function CompanyLayout({ organisation, children }: { organisation?: string; children: ReactNode }) {
  return (
    <SpaceLayout
      home="/entreprise"
      badge="Entreprise"
      account={organisation ? <span className="font-semibold text-ink">{organisation}</span> : null}
    >
      {children}
    </SpaceLayout>
  );
}
