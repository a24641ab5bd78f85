import { ComingSoon } from '../../components/layouts/coming-soon';

export default function LegalNoticePage() {
  return <ComingSoon title="Mentions légales" />;
}
