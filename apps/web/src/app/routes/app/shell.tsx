import { displayedProgress, INITIAL_PROGRESSION } from '@declic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { AppShell } from '../../../components/layouts/app-shell/app-shell';
import { ProgressSummary } from '../../../features/activities/components/progress-summary';
import { usePaletteShortcut } from '../../../features/command-palette/hooks/use-palette-shortcut';
import { useProgressNotifications } from '../../../features/notifications/hooks/use-progress-notifications';
import { ConsentBanner } from '../../../features/parental-consent/components/consent-banner';
import { useMe } from '../../../features/profile/api/get-me';
import { currentUserEmail, currentUserId } from '../../../lib/auth/current-user';
import { homePathOf } from '../../../lib/auth/home-path';
import { signOut, useSession } from '../../../lib/auth/session';
import { useProgression } from '../../../lib/progression/get-progression';
import { useSiteConfig } from '../../../lib/site-config';
import { ShellDialogs } from './shell-dialogs';
import { ShellHeaderActions } from './shell-header-actions';
import { usePaletteSources } from './shell-palette-sources';

/** The /app frame: gated sidebar, header (search, notifications, account), bug report. */
export default function AppShellRoute() {
  const userId = currentUserId();
  const email = currentUserEmail();
  const { data: progression } = useProgression(userId);
  const isPaid = progression?.isPaid ?? false;
  const current = progression ?? INITIAL_PROGRESSION;
  const shown = displayedProgress(current, isPaid);
  const siteConfig = useSiteConfig();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionUser = useSession();

  const [bugOpen, setBugOpen] = useState(false);
  const openBugReport = useCallback(() => setBugOpen(true), []);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const togglePalette = useCallback(() => setPaletteOpen((open) => !open), []);
  usePaletteShortcut(togglePalette);

  const known = progression && !progression.fallback;
  const notifications = useProgressNotifications(userId, known ? shown.level : null);
  const sources = usePaletteSources(current, isPaid, shown.level, openBugReport);

  const leave = useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      // The session is forgotten in this tab whatever the server answered.
      console.warn('Déconnexion côté serveur impossible :', error);
    }
    queryClient.clear();
    navigate('/', { replace: true });
  }, [navigate, queryClient]);

  const headerActions = (
    <ShellHeaderActions
      onOpenPalette={() => setPaletteOpen(true)}
      notifications={{
        items: notifications.items,
        unread: notifications.unread,
        onRead: notifications.readAll,
      }}
      email={email}
      isStaff={me.data?.user.is_staff ?? false}
      onSignOut={() => void leave()}
    />
  );

  // A company or a teacher has its own space: the students' levels mean nothing to it.
  const home = homePathOf(sessionUser);
  if (home !== '/app') return <Navigate to={home} replace />;
  return (
    <>
      <AppShell
        level={shown.level}
        summary={<ProgressSummary shown={shown} progression={current} isPaid={isPaid} compact />}
        headerActions={headerActions}
        onReportBug={openBugReport}
      >
        <ConsentBanner />
        <Outlet />
      </AppShell>
      <ShellDialogs
        palette={{ open: paletteOpen, onOpenChange: setPaletteOpen, sources }}
        bugReport={{
          open: bugOpen,
          onOpenChange: setBugOpen,
          supportEmail: siteConfig.data?.supportEmail ?? '',
          email,
        }}
      />
    </>
  );
}
