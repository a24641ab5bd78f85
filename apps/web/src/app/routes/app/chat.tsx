import { Tabs } from '../../../components/ui/tabs';
import { AiAdvisor } from '../../../features/chat/components/ai-advisor';
import { GlobalChat } from '../../../features/chat/components/global-chat';
import { TEXTES } from '../../../features/chat/textes';
import { useMe } from '../../../features/profile/api/get-me';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app/chat: toggle Étudiant / IA. The shell locks the entry below level 15; the API too. */
export default function ChatPage() {
  usePageTitle(TEXTES.title);
  const me = useMe();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{TEXTES.title}</h1>
      <Tabs
        label={TEXTES.toggleLabel}
        items={[
          {
            value: 'student',
            label: TEXTES.studentTab,
            content: <GlobalChat viewerIsStaff={me.data?.user.is_staff ?? false} />,
          },
          {
            value: 'ai',
            label: TEXTES.aiTab,
            content: <AiAdvisor />,
          },
        ]}
      />
    </div>
  );
}
