import { Button } from '../../../components/ui/button';
import { CurrentPasswordField, EmailField } from '../../../components/ui/credential-fields';
import { ProfileTypeToggle } from './profile-type-toggle';

/**
 * E-mail, password and profile type, as drawn before any script: controllers/login-form.ts makes
 * it work (the static page's island, or the app).
 */
export function LoginForm() {
  return (
    <form data-form="sign-in" noValidate className="flex flex-col gap-4">
      <div data-slot="failure" className="empty:hidden" />
      <EmailField name="email" required />
      <CurrentPasswordField name="password" required />
      <ProfileTypeToggle />
      <Button type="submit" size="lg" disabled>
        Se connecter
      </Button>
    </form>
  );
}
