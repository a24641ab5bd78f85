import { ComingSoon } from '../../components/layouts/coming-soon';

export default function LoginPage() {
  return <ComingSoon title="Se connecter" />;
}
