import { Button } from '../../../components/ui/button';
import { NewPasswordField } from '../../../components/ui/credential-fields';

/** Reached from the recovery e-mail: a new password, typed twice (controllers/reset-password.ts). */
export function ResetPasswordForm() {
  return (
    <form data-form="new-password" noValidate className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Choisis un nouveau mot de passe</h2>
      <div data-slot="failure" className="empty:hidden" />
      <NewPasswordField name="password" label="Nouveau mot de passe" />
      <NewPasswordField name="confirmation" label="Confirme le mot de passe" confirmation />
      <Button type="submit">Enregistrer le mot de passe</Button>
    </form>
  );
}
