import { runCompanyRegisterForm } from '../../features/company/controllers/company-register-form';
import { wakeSignUpPage } from './sign-up-page';

/** /entreprise/inscription shipped static. */
export function wake(root: HTMLElement): void {
  wakeSignUpPage(root, (form, onRegistered) => runCompanyRegisterForm(form, { onRegistered }));
}
