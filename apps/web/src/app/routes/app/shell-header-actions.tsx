import { UserMenu } from '../../../components/layouts/app-shell/user-menu';
import { PaletteTrigger } from '../../../features/command-palette/components/palette-trigger';
import { NotificationsMenu } from '../../../features/notifications/components/notifications-menu';
import type { ProgressNotification } from '../../../features/notifications/progress-notifications';

export interface ShellHeaderActionsProps {
  onOpenPalette: () => void;
  notifications: { items: readonly ProgressNotification[]; unread: number; onRead: () => void };
  email: string | null;
  isStaff: boolean;
  onSignOut: () => void;
}

/**
 * The /app header's search, notifications and account menu: drawn the same by the app and by the
 * server's drawing of the page (app/drawn-app), so nothing moves when the app takes over.
 */
export function ShellHeaderActions({
  onOpenPalette,
  notifications,
  email,
  isStaff,
  onSignOut,
}: ShellHeaderActionsProps) {
  return (
    <>
      <PaletteTrigger onOpen={onOpenPalette} />
      <NotificationsMenu
        items={notifications.items}
        unread={notifications.unread}
        onRead={notifications.onRead}
      />
      <UserMenu email={email} isStaff={isStaff} onSignOut={onSignOut} />
    </>
  );
}
