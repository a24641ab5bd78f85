import { Navigate, useLocation, useNavigate } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { LatestPosts } from '../../features/blog/components/latest-posts';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { LevelBandsGrid } from '../../features/landing/components/level-bands-grid';
import { ModulesClaim } from '../../features/landing/components/modules-claim';
import { WorryStat } from '../../features/landing/components/worry-stat';
import { useSignedInRedirect } from '../../features/landing/hooks/use-landing-redirect';
import { signupConfirmationTarget } from '../../features/landing/landing-redirect';
import { usePageTitle } from '../../lib/use-page-title';

export default function LandingPage() {
  const { hash } = useLocation();
  const confirmation = signupConfirmationTarget(hash);
  return confirmation ? <Navigate to={confirmation} replace /> : <Landing />;
}

function Landing() {
  usePageTitle('');
  useSignedInRedirect();
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <LandingHero onStart={() => navigate('/avatar')} />
      <WorryStat />
      <ModulesClaim />
      <LevelBandsGrid />
      <LatestPosts />
    </PublicLayout>
  );
}
