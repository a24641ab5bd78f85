import { type ClassLicence as Licence, licenceUnitPriceLabel } from '@declic/domain';
import { CreditCard } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useClassLicence, usePayClassLicence } from './api/class-licence';
import { TEXTES } from './textes';

/**
 * The class's licence on its teacher's page: nothing while the staff offer none; else its price
 * and the way to pay it, or until when it runs.
 */
export function ClassLicence({ classroomId }: { classroomId: string }) {
  const licence = useClassLicence(classroomId);
  if (licence.isPending) return <p role="status">{TEXTES.loading}</p>;
  if (licence.isError) return <Alert tone="error">{TEXTES.loadError}</Alert>;
  if (licence.data.status === 'non_proposee') return null;
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={`licence-${classroomId}`}>
      <h2 id={`licence-${classroomId}`} className="font-display text-xl font-semibold text-ink">
        {TEXTES.title}
      </h2>
      <LicenceBody classroomId={classroomId} licence={licence.data} />
    </Card>
  );
}

function LicenceBody({ classroomId, licence }: { classroomId: string; licence: Licence }) {
  if (licence.status === 'active' && licence.active) {
    return (
      <>
        <p className="text-lg font-semibold text-brand-800">{TEXTES.active(licence.lastDay)}</p>
        <p className="text-ink-soft">{TEXTES.covered(licence.active.coveredStudents)}</p>
      </>
    );
  }
  if (licence.status === 'annee_terminee')
    return <p className="text-ink-soft">{TEXTES.yearOver(licence.schoolYear)}</p>;
  return (
    <>
      {licence.status === 'en_attente' ? <Alert tone="info">{TEXTES.pending}</Alert> : null}
      <p className="text-ink-soft">{TEXTES.pitch(licence.lastDay)}</p>
      {licence.offer ? <LicenceOffer classroomId={classroomId} offer={licence.offer} /> : null}
    </>
  );
}

function LicenceOffer({ classroomId, offer }: { classroomId: string; offer: NonNullable<Licence['offer']> }) {
  const pay = usePayClassLicence(classroomId);
  const canPay = offer.studentCount > 0;
  return (
    <>
      <p className="text-2xl font-bold text-brand-800">{licenceUnitPriceLabel(offer.unitAmountCents)}</p>
      {canPay ? <p className="font-semibold">{TEXTES.total(offer.studentCount, offer.totalCents)}</p> : null}
      {canPay ? (
        <>
          <Button onClick={() => pay.mutate()} disabled={pay.isPending} className="self-start">
            <CreditCard aria-hidden="true" className="size-5" />
            {pay.isPending ? TEXTES.paying : TEXTES.pay}
          </Button>
          <p className="text-sm text-ink-soft">{TEXTES.stripeNote}</p>
        </>
      ) : (
        <p>{TEXTES.noStudents}</p>
      )}
      {pay.isError ? <Alert tone="error">{pay.error.message}</Alert> : null}
    </>
  );
}
