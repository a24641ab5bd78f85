import { ComingSoon } from '../../components/layouts/coming-soon';

export default function RegisterPage() {
  return <ComingSoon title="Créer mon compte" />;
}
