import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 font-semibold text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** The header's account menu (spec section 2): Profil, Déconnexion. */
export function UserMenu({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-800 hover:bg-brand-200"
        aria-label="Mon compte"
      >
        <UserRound aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-2xl border border-line bg-white p-2 shadow-xl"
        >
          {email ? (
            <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-ink-soft">
              {email}
            </DropdownMenu.Label>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/app/profile">
              <UserRound aria-hidden="true" className="size-4" />
              Profil
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Déconnexion
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
