import { AuthPage } from '../../features/auth/components/auth-page';
import { EmailConfirmationStatus } from '../../features/auth/components/email-confirmation-status';

export default function EmailConfirmationPage() {
  return (
    <AuthPage title="Confirmation de ton adresse e-mail">
      <EmailConfirmationStatus />
    </AuthPage>
  );
}
