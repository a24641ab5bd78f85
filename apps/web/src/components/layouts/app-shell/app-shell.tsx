import { type ReactNode, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Logo } from '../../ui/logo';
import { InsideAppShell } from './inside-app-shell';
import { MobileDrawer } from './mobile-drawer';
import { sectionTitle } from './section-title';
import { ShellFooter } from './shell-footer';
import { SidebarNav } from './sidebar-nav';

interface AppShellProps {
  /** The level the student sees (capped at 10 unpaid): it decides which entries are locked. */
  level: number;
  /** Level and XP summary shown under the logo. */
  summary: ReactNode;
  /** Search, notifications and account menu, assembled by the page. */
  headerActions: ReactNode;
  onReportBug: () => void;
  children: ReactNode;
}

/**
 * The frame of every /app page (spec section 2): a fixed sidebar on wide screens, a drawer on
 * small ones, a header with the section name, and the page's <main> landmark.
 */
export function AppShell({ level, summary, headerActions, onReportBug, children }: AppShellProps) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigatedFromDrawer = useRef(false);

  const sidebar = (onNavigate?: (to: string) => void) => (
    <>
      <div className="flex flex-col gap-3 px-4 pt-4 pb-3">
        <Logo to="/app" />
        {summary}
      </div>
      <div className="px-3 pb-4">
        <SidebarNav level={level} onNavigate={onNavigate} />
      </div>
      <ShellFooter
        onReportBug={() => {
          setDrawerOpen(false);
          onReportBug();
        }}
      />
    </>
  );

  return (
    <div className="min-h-dvh lg:pl-64">
      <aside
        aria-label="Menu de l’espace élève"
        className="fixed inset-y-0 left-0 hidden w-64 flex-col overflow-y-auto border-r border-line bg-white lg:flex"
      >
        {sidebar()}
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
          <div className="flex items-center gap-1 px-2 py-2 sm:gap-2 sm:px-4 lg:px-6">
            <MobileDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              onCloseAutoFocus={(event) => {
                // After a navigation the page's main region takes focus, not the toggle.
                if (navigatedFromDrawer.current) event.preventDefault();
                navigatedFromDrawer.current = false;
              }}
            >
              {sidebar((to) => {
                navigatedFromDrawer.current = to !== pathname;
                setDrawerOpen(false);
              })}
            </MobileDrawer>
            <p className="min-w-0 truncate font-display text-lg font-semibold text-ink sm:text-xl">
              {sectionTitle(pathname)}
            </p>
            <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">{headerActions}</div>
          </div>
        </header>
        <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
          <InsideAppShell.Provider value={true}>{children}</InsideAppShell.Provider>
        </main>
      </div>
    </div>
  );
}
