import { newPasswordSchema } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useResetPassword } from '../api/reset-password';
import { TEXTES } from '../textes';
import { NewPasswordField } from './credential-fields';

/** Reached from the recovery e-mail: a new password, typed twice. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    if (password !== confirmation) return setError(TEXTES.passwordMismatch);
    setError(null);
    reset.mutate({ token, password }, { onSuccess: (data) => onDone(data.message) });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Choisis un nouveau mot de passe</h2>
      {reset.isError ? <Alert tone="error">{reset.error.message}</Alert> : null}
      <NewPasswordField
        label="Nouveau mot de passe"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <NewPasswordField
        label="Confirme le mot de passe"
        confirmation
        value={confirmation}
        error={error ?? undefined}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Enregistrement…' : 'Enregistrer le mot de passe'}
      </Button>
    </form>
  );
}
