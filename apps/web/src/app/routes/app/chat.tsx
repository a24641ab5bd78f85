import { ComingSoon } from '../../../components/layouts/coming-soon';

export default function ChatPage() {
  return <ComingSoon title="Chat" />;
}
