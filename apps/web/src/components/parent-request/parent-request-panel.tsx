import { formatDate, formatHeure, type ParentRequestView } from '@declic/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { TextField } from '../ui/field';

const at = (iso: string) => `${formatDate(iso)} à ${formatHeure(iso)}`;

const STATUS_TEXT: Record<ParentRequestView['status'], (request: ParentRequestView) => string> = {
  en_preparation: (request) =>
    `Le lien partira à ${request.parentEmail} dès que tu auras confirmé ta propre adresse e-mail.`,
  envoyee: (request) =>
    `Demande envoyée à ${request.parentEmail} le ${at(request.sentAt)}. Le lien marche jusqu’au ${formatDate(request.expiresAt)}.`,
  acceptee: (request) => `${request.parentEmail} a donné son accord.`,
  payee: () => 'C’est payé\u202f! Les niveaux au-delà du niveau 10 sont ouverts.',
  expiree: (request) =>
    `Le lien envoyé à ${request.parentEmail} a expiré le ${formatDate(request.expiresAt)}. Renvoie-le, ou indique une autre adresse.`,
  retiree: (request) => `${request.parentEmail} a retiré son accord.`,
};

const DONE: ReadonlyArray<ParentRequestView['status']> = ['payee', 'retiree'];

function resendHint(request: ParentRequestView, now: Date): string | null {
  if (DONE.includes(request.status) || request.status === 'en_preparation') return null;
  if (request.canResendAt === null) {
    return 'Le lien est parti le nombre de fois maximum. Vérifie l’adresse, ou parles-en directement à ton parent.';
  }
  const opensAt = new Date(request.canResendAt);
  return opensAt > now ? `Tu pourras renvoyer l’e-mail à partir de ${formatHeure(opensAt)}.` : null;
}

/** Renders again when `at` comes, so a button waiting for that time opens by itself. */
function useRerenderAt(time: string | null | undefined): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const wait = time ? new Date(time).getTime() - Date.now() : 0;
    if (wait <= 0) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), wait + 250);
    return () => clearTimeout(timer);
  }, [time]);
}

interface ParentRequestPanelProps {
  title: string;
  intro: ReactNode;
  request: ParentRequestView | null;
  /** Sends to a new address, or again (null) to the same one. */
  send: UseMutationResult<unknown, Error, string | null>;
  /** Said after « X a donné son accord. » (a payment still to confirm, say). */
  acceptedNote?: string;
}

/** A student asks a parent (to pay, or to allow the sign-up): the address, then where it stands. */
export function ParentRequestPanel({ title, intro, request, send, acceptedNote }: ParentRequestPanelProps) {
  const [email, setEmail] = useState('');
  useRerenderAt(request?.canResendAt);
  const now = new Date();
  const status = request?.status;
  const hint = request ? resendHint(request, now) : null;
  const canResend = request !== null && request.canResendAt !== null && new Date(request.canResendAt) <= now;
  const open = !status || !DONE.includes(status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(email, { onSuccess: () => setEmail('') });
  };

  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="font-display text-xl font-semibold text-ink">{title}</h2>
      {intro}
      {request ? (
        <Alert tone={status === 'payee' ? 'success' : 'info'}>
          {STATUS_TEXT[request.status](request)}
          {status === 'acceptee' && acceptedNote ? ` ${acceptedNote}` : null}
        </Alert>
      ) : null}
      {send.isError ? <Alert tone="error">{send.error.message}</Alert> : null}
      {request && open && status !== 'en_preparation' ? (
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            className="self-start"
            disabled={!canResend || send.isPending}
            onClick={() => send.mutate(null)}
          >
            <Mail aria-hidden="true" className="size-5" />
            Renvoyer l’e-mail
          </Button>
          {hint ? <p className="text-sm text-ink-soft">{hint}</p> : null}
        </div>
      ) : null}
      {open ? (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <TextField
            label={request ? 'Envoyer à une autre adresse' : 'Adresse e-mail de ton parent'}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          <Button type="submit" className="self-start" disabled={send.isPending || email.trim() === ''}>
            {send.isPending ? 'Envoi…' : 'Envoyer la demande'}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
