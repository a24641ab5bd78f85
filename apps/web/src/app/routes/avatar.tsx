import { ComingSoon } from '../../components/layouts/coming-soon';

export default function AvatarPage() {
  return <ComingSoon title="Crée ton avatar" />;
}
