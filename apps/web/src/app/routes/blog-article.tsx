import { ComingSoon } from '../../components/layouts/coming-soon';

export default function BlogArticlePage() {
  return <ComingSoon title="Article" />;
}
