import { ComingSoon } from '../../../components/layouts/coming-soon';

export default function EmploisPage() {
  return <ComingSoon title="Emplois" />;
}
