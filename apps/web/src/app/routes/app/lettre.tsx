import { ComingSoon } from '../../../components/layouts/coming-soon';

export default function LettrePage() {
  return <ComingSoon title="Lettre de motivation" />;
}
