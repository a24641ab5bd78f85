import { ComingSoon } from '../../components/layouts/coming-soon';

export default function LegalConditionsPage() {
  return <ComingSoon title="Conditions" />;
}
