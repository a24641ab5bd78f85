import { ComingSoon } from '../../components/layouts/coming-soon';

export default function BlogIndexPage() {
  return <ComingSoon title="Blog" />;
}
