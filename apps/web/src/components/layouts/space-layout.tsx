import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../lib/auth/session';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';

interface SpaceLayoutProps {
  /** Where the logo leads: the space's own home. */
  home: string;
  /** The kind of account, in the badge beside the logo (« Entreprise », « Enseignant »). */
  badge: string;
  /** Who is signed in, beside the way out. */
  account?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a space that is not the student's (companies, teachers): no levels, no student menu;
 * who is signed in, and a way out.
 */
export function SpaceLayout({ home, badge, account, children }: SpaceLayoutProps) {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <Logo to={home} />
            <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {badge}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {account}
            <Button
              size="sm"
              variant="secondary"
              onClick={async () => {
                await signOut();
                navigate('/', { replace: true });
              }}
            >
              Se déconnecter
            </Button>
          </div>
        </div>
      </header>
      <main
        id="contenu"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-8 outline-none"
      >
        {children}
      </main>
    </div>
  );
}
