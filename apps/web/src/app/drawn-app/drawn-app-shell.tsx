import { type DrawnAppData, displayedProgress } from '@declic/domain';
import { AppShell } from '../../components/layouts/app-shell/app-shell';
import { ProgressSummary } from '../../features/activities/components/progress-summary';
import { ShellHeaderActions } from '../routes/app/shell-header-actions';
import { DrawnPage } from './drawn-page';

const nothing = () => {};

/**
 * An /app page as the server sends it to a signed-in student (entry-server.tsx): the shell the
 * app draws (sidebar, header, level and XP from the embedded progression) around the page's own
 * heading (drawn-page.tsx), its content still loading. The app's first render draws the same
 * over it (main.tsx), so nothing moves.
 */
export function DrawnAppShell({ path, data }: { path: string; data: DrawnAppData }) {
  const { progression } = data;
  const shown = displayedProgress(progression, progression.isPaid);
  return (
    <AppShell
      level={shown.level}
      summary={
        <ProgressSummary shown={shown} progression={progression} isPaid={progression.isPaid} compact />
      }
      headerActions={
        <ShellHeaderActions
          onOpenPalette={nothing}
          notifications={{ items: [], unread: 0, onRead: nothing }}
          email={null}
          isStaff={false}
          onSignOut={nothing}
        />
      }
      onReportBug={nothing}
    >
      <DrawnPage path={path} progression={progression} />
    </AppShell>
  );
}
