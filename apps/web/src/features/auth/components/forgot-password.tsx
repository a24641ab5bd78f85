import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { TEXTES } from '../textes';
import { EmailField } from './credential-fields';

/** 'Mot de passe oublié ?': asks for the address and mails a link to choose a new password. */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-expanded={false}>
        {TEXTES.forgotPassword}
      </Button>
    );
  }
  if (request.isSuccess) return <Alert tone="success">{request.data.message}</Alert>;

  function submit(event: FormEvent) {
    event.preventDefault();
    request.mutate(email);
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4">
      <h2 className="text-xl font-semibold">{TEXTES.forgotPassword}</h2>
      <p className="text-ink-soft">
        Indique ton adresse e-mail : on t’envoie un lien pour choisir un nouveau mot de passe.
      </p>
      {request.isError ? <Alert tone="error">{request.error.message}</Alert> : null}
      <EmailField
        label="Adresse e-mail du compte"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={request.isPending || !email}>
        {request.isPending ? 'Envoi…' : 'Recevoir le lien'}
      </Button>
    </form>
  );
}
