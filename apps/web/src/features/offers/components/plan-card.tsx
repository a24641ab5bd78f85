import { FREE_LEVEL_LIMIT, formatDate, MISSIONS, type PaymentPlan } from '@declic/domain';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePaymentPlan } from '../api/plan';
import { usePortal } from '../api/portal';

const PAID_LEVELS = `niveaux ${FREE_LEVEL_LIMIT + 1} à ${MISSIONS.length}`;

function planText(plan: PaymentPlan): string {
  const until = plan.until ? formatDate(plan.until) : '';
  switch (plan.access) {
    case 'premium':
      return `Parcours premium\u202f: les ${PAID_LEVELS} sont ouverts pour toujours.`;
    case 'abonnement':
      if (plan.renews)
        return `Abonnement\u202f: les ${PAID_LEVELS} sont ouverts. Prochain renouvellement le ${until}.`;
      if (plan.status === 'impaye') {
        return `Abonnement\u202f: le dernier paiement a échoué. L’accès dure jusqu’au ${until}\u202f; mets à jour le moyen de paiement pour le garder.`;
      }
      return `Abonnement résilié\u202f: l’accès dure jusqu’au ${until}.`;
    case 'equipe':
      return `L’équipe Déclic t’a ouvert les ${PAID_LEVELS}.`;
    case 'licence':
      // The end is midnight in Paris on 1 September: the last day shown is the day before.
      return `La licence de ta classe t’ouvre les ${PAID_LEVELS} jusqu’au ${plan.until ? formatDate(new Date(Date.parse(plan.until) - 1)) : ''}.`;
    default:
      if (plan.status === 'rembourse')
        return `Ton achat a été remboursé. Les niveaux 1 à ${FREE_LEVEL_LIMIT} restent gratuits.`;
      if (plan.status === 'resilie') return 'Ton abonnement est terminé. Ta progression est gardée.';
      return `Les niveaux 1 à ${FREE_LEVEL_LIMIT} sont gratuits. La suite s’ouvre avec une offre payante.`;
  }
}

const PAYER = { eleve: 'Payé par toi.', parent: 'Payé par un parent.', equipe: null } as const;

/** Profile card: the paid offer in force, its renewal or end, who paid, and the invoices. */
export function PlanCard() {
  const plan = usePaymentPlan();
  const portal = usePortal();
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-display text-xl font-semibold text-ink">Mon offre</h2>
      {plan.isPending ? <p role="status">Chargement de ton offre…</p> : null}
      {plan.isError ? <Alert tone="error">{plan.error.message}</Alert> : null}
      {plan.data ? (
        <>
          <p>{planText(plan.data)}</p>
          {plan.data.paidBy && PAYER[plan.data.paidBy] ? (
            <p className="text-sm text-ink-soft">{PAYER[plan.data.paidBy]}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {plan.data.canManage ? (
              <Button variant="secondary" disabled={portal.isPending} onClick={() => portal.mutate()}>
                Gérer le paiement et les factures
              </Button>
            ) : null}
            {plan.data.access === 'gratuit' ? (
              <ButtonLink to="/app/offres">Voir les offres</ButtonLink>
            ) : null}
          </div>
          {portal.isError ? <Alert tone="error">{portal.error.message}</Alert> : null}
        </>
      ) : null}
    </Card>
  );
}
