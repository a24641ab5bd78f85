import { ComingSoon } from '../../../components/layouts/coming-soon';

export default function ResultsPage() {
  return <ComingSoon title="Mes Résultats" />;
}
