import { ComingSoon } from '../../components/layouts/coming-soon';

export default function EmailConfirmationPage() {
  return <ComingSoon title="Validation de l’e-mail" />;
}
