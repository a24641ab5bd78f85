import { ComingSoon } from '../../components/layouts/coming-soon';

export default function LandingPage() {
  return <ComingSoon title="Accueil" />;
}
