import { formatDate, formatHeure, type ParentRequestState } from '@declic/domain';
import { Mail } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useAskParent } from '../api/parent-request';

type Request = NonNullable<ParentRequestState['request']>;

const STATUS_TEXT: Record<Request['status'], (request: Request) => string> = {
  envoyee: (request) =>
    `Demande envoyée à ${request.parentEmail} le ${formatDate(request.sentAt)} à ${formatHeure(request.sentAt)}. Le lien marche jusqu’au ${formatDate(request.expiresAt)}.`,
  acceptee: (request) =>
    `${request.parentEmail} a donné son accord et a ouvert la page de paiement. L’accès s’ouvre dès que le paiement est confirmé.`,
  payee: () => 'C’est payé\u202f! Les niveaux au-delà du niveau 10 sont ouverts.',
  expiree: (request) =>
    `Le lien envoyé à ${request.parentEmail} a expiré le ${formatDate(request.expiresAt)}. Renvoie-le, ou indique une autre adresse.`,
};

function resendHint(request: Request, now: Date): string | null {
  if (request.canResendAt === null) {
    return request.status === 'payee'
      ? null
      : 'Le lien est parti le nombre de fois maximum. Vérifie l’adresse, ou parles-en directement à ton parent.';
  }
  const opensAt = new Date(request.canResendAt);
  return opensAt > now ? `Tu pourras renvoyer l’e-mail à partir de ${formatHeure(opensAt)}.` : null;
}

/** Renders again when `at` comes, so a button waiting for that time opens by itself. */
function useRerenderAt(at: string | null | undefined): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const wait = at ? new Date(at).getTime() - Date.now() : 0;
    if (wait <= 0) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait + 250);
    return () => clearTimeout(timer);
  }, [at]);
}

/** A minor asks a parent to pay: the parent's address, then where the request stands. */
export function ParentRequestCard({ state }: { state: ParentRequestState }) {
  const ask = useAskParent();
  const [email, setEmail] = useState('');
  const request = state.request;
  useRerenderAt(request?.canResendAt);
  const paid = request?.status === 'payee';
  const now = new Date();
  const hint = request ? resendHint(request, now) : null;
  const canResend = request !== null && request.canResendAt !== null && new Date(request.canResendAt) <= now;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(email, { onSuccess: () => setEmail('') });
  };

  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="font-display text-xl font-semibold text-ink">Demander à un parent</h2>
      <p>
        Tu as moins de 18&nbsp;ans&#8239;: c’est un parent qui paie. Il reçoit un e-mail avec une page qui lui
        explique l’offre. S’il est d’accord, il paie en ligne et tes niveaux s’ouvrent tout seuls.
      </p>
      {request ? (
        <Alert tone={paid ? 'success' : 'info'}>{STATUS_TEXT[request.status](request)}</Alert>
      ) : null}
      {ask.isError ? <Alert tone="error">{ask.error.message}</Alert> : null}
      {request && !paid ? (
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            className="self-start"
            disabled={!canResend || ask.isPending}
            onClick={() => ask.mutate(null)}
          >
            <Mail aria-hidden="true" className="size-5" />
            Renvoyer l’e-mail
          </Button>
          {hint ? <p className="text-sm text-ink-soft">{hint}</p> : null}
        </div>
      ) : null}
      {paid ? null : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <TextField
            label={request ? 'Envoyer à une autre adresse' : 'Adresse e-mail de ton parent'}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          <Button type="submit" className="self-start" disabled={ask.isPending || email.trim() === ''}>
            {ask.isPending ? 'Envoi…' : 'Envoyer la demande'}
          </Button>
        </form>
      )}
    </Card>
  );
}
