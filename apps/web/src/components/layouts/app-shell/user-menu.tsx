import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../ui/menu';

/** The header's account menu (spec section 2): Profil, Déconnexion. */
export function UserMenu({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  return (
    <Menu
      trigger={
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-800 hover:bg-brand-200"
          aria-label="Mon compte"
        >
          <UserRound aria-hidden="true" className="size-5" />
        </button>
      }
    >
      {email ? <MenuLabel className="truncate">{email}</MenuLabel> : null}
      <MenuItem asChild>
        <Link to="/app/profile">
          <UserRound aria-hidden="true" className="size-4" />
          Profil
        </Link>
      </MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={onSignOut}>
        <LogOut aria-hidden="true" className="size-4" />
        Déconnexion
      </MenuItem>
    </Menu>
  );
}
