import { ComingSoon } from '../../../components/layouts/coming-soon';

export default function ActivitiesPage() {
  return <ComingSoon title="Activités" />;
}
