import type { CompanyOffer } from '@declic/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompanySpace } from '../api/company-space';
import { TEXTES } from '../textes';
import { CompanyLayout } from './company-layout';
import { OfferCard } from './offer-card';
import { OfferForm } from './offer-form';

type Editing = { offer?: CompanyOffer } | null;

/** The dashboard: the company's postings, a form to propose or change one, the applications. */
export function CompanySpace() {
  usePageTitle(TEXTES.titre);
  const space = useCompanySpace();
  const [editing, setEditing] = useState<Editing>(null);
  const company = space.data?.company;
  return (
    <CompanyLayout organisation={company?.organisation}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold text-brand-900">{TEXTES.titre}</h1>
        {company && !company.suspended && !editing ? (
          <Button onClick={() => setEditing({})}>{TEXTES.proposer}</Button>
        ) : null}
      </div>
      {space.isPending ? <p role="status">Chargement…</p> : null}
      {space.isError ? <Alert tone="error">{space.error.message}</Alert> : null}
      {company?.suspended ? <Alert tone="error">{TEXTES.suspendu}</Alert> : null}
      {editing ? (
        <Card className="flex flex-col gap-4 p-5">
          <h2 className="text-xl font-semibold">{editing.offer ? TEXTES.modifier : TEXTES.proposer}</h2>
          <OfferForm offer={editing.offer} onDone={() => setEditing(null)} />
        </Card>
      ) : null}
      {space.data?.offers.length === 0 && !editing ? <p>{TEXTES.aucuneOffre}</p> : null}
      <section aria-label="Vos offres" className="flex flex-col gap-4">
        {space.data?.offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} onEdit={(chosen) => setEditing({ offer: chosen })} />
        ))}
      </section>
    </CompanyLayout>
  );
}
