import { LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../ui/menu';

interface UserMenuProps {
  email: string | null;
  /** Staff accounts also reach their tools from here. */
  isStaff?: boolean;
  onSignOut: () => void;
}

/** The header's account menu (spec section 2): Profil, Déconnexion; Espace équipe for the staff. */
export function UserMenu({ email, isStaff = false, onSignOut }: UserMenuProps) {
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
      {isStaff ? (
        <MenuItem asChild>
          <Link to="/app/equipe">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Espace équipe
          </Link>
        </MenuItem>
      ) : null}
      <MenuSeparator />
      <MenuItem onSelect={onSignOut}>
        <LogOut aria-hidden="true" className="size-4" />
        Déconnexion
      </MenuItem>
    </Menu>
  );
}
