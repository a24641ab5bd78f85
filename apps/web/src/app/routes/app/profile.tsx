import { ComingSoon } from '../../../components/layouts/coming-soon';

export default function ProfilePage() {
  return <ComingSoon title="Mon Profil" />;
}
