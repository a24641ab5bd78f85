import { ComingSoon } from '../../components/layouts/coming-soon';

export default function QuestionnairePage() {
  return <ComingSoon title="Questionnaire d’orientation" />;
}
