import { ComingSoon } from '../../components/layouts/coming-soon';
import { useLandingRedirects } from '../../lib/auth/use-landing-redirects';

export default function LandingPage() {
  useLandingRedirects();
  return <ComingSoon title="Accueil" />;
}
