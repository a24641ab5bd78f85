import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Menu, MenuItem, MenuLabel } from '../../../components/ui/menu';
import type { ProgressNotification } from '../progress-notifications';

interface NotificationsMenuProps {
  items: readonly ProgressNotification[];
  unread: number;
  /** Called when the menu closes: what was shown has been read. */
  onRead: () => void;
}

/** The header's bell: level-ups and unlocks, newest first. */
export function NotificationsMenu({ items, unread, onRead }: NotificationsMenuProps) {
  // The badge caps at « 9+ »; the name says the same, so what is seen is part of what is heard.
  const badge = unread > 9 ? '9+' : String(unread);
  const label = unread > 0 ? `Notifications, ${badge} non lue${unread > 1 ? 's' : ''}` : 'Notifications';
  return (
    <Menu
      onOpenChange={(open) => !open && onRead()}
      className="max-h-[70dvh] w-[min(90vw,22rem)] overflow-y-auto"
      trigger={
        <button
          type="button"
          aria-label={label}
          className="relative inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-coral-700 px-1 text-xs font-bold text-white"
            >
              {badge}
            </span>
          ) : null}
        </button>
      }
    >
      <MenuLabel className="font-display text-lg font-semibold text-ink">Notifications</MenuLabel>
      {items.length === 0 ? (
        <p className="px-3 pb-3 text-ink-soft">
          Rien de neuf pour l’instant. Termine un niveau pour débloquer la suite.
        </p>
      ) : (
        items.map((item) => (
          <MenuItem key={item.id} asChild className="text-base font-normal">
            <Link to={item.to ?? '/app/activites'}>
              {item.read ? null : (
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-coral-700" />
              )}
              <span className={item.read ? 'text-ink-soft' : 'font-semibold text-ink'}>
                {item.title}
                {item.read ? null : <span className="sr-only"> (nouveau)</span>}
              </span>
            </Link>
          </MenuItem>
        ))
      )}
    </Menu>
  );
}
