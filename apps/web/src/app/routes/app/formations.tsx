import { ComingSoon } from '../../../components/layouts/coming-soon';

export default function FormationsPage() {
  return <ComingSoon title="Formations" />;
}
