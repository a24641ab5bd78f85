import { ComingSoon } from '../../../components/layouts/coming-soon';

export default function LevelPage() {
  return <ComingSoon title="Niveau" />;
}
