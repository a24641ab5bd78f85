import { Button } from '../../../components/ui/button';
import { NewPasswordField } from '../../../components/ui/credential-fields';
import { TextField } from '../../../components/ui/field';
import { EMAIL_HINT, TEXTES } from '../textes';
import { EstablishmentField } from './establishment-field';

/**
 * The person, the professional address, the school and the password, as drawn before any script
 * (controllers/teacher-register-form.ts checks and sends it).
 */
export function TeacherRegisterForm() {
  return (
    <form data-form="teacher-sign-up" noValidate className="grid gap-4 sm:grid-cols-2">
      <div data-slot="failure" className="empty:hidden sm:col-span-2" />
      <TextField label="Prénom" autoComplete="given-name" name="firstName" />
      <TextField label="Nom" autoComplete="family-name" name="lastName" />
      <TextField
        label="Adresse e-mail professionnelle"
        type="email"
        autoComplete="email"
        hint={EMAIL_HINT}
        className="sm:col-span-2"
        name="email"
      />
      <EstablishmentField className="sm:col-span-2" />
      <NewPasswordField name="password" />
      <NewPasswordField name="confirmation" label="Confirmation du mot de passe" confirmation />
      <Button type="submit" size="lg" className="sm:col-span-2">
        {TEXTES.bouton}
      </Button>
    </form>
  );
}
