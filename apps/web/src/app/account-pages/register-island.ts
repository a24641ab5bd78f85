import { runRegisterForm } from '../../features/auth/controllers/register-form';
import { wakeSignUpPage } from './sign-up-page';

/** /register shipped static. */
export function wake(root: HTMLElement): void {
  wakeSignUpPage(root, (form, onRegistered) => runRegisterForm(form, { onRegistered }));
}
