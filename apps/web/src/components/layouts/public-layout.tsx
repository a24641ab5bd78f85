import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { cx } from '../ui/cx';
import { Logo } from '../ui/logo';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-full px-3 py-2 font-semibold hover:bg-brand-50',
    isActive ? 'text-brand-700 underline underline-offset-4' : 'text-ink',
  );

/** Header, main region and footer shared by the public pages (landing, blog, legal). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <nav aria-label="Navigation principale">
            <ul className="flex flex-wrap items-center gap-1 text-sm sm:text-base">
              <li>
                <NavLink to="/blog" className={navLinkClass}>
                  Blog
                </NavLink>
              </li>
              <li>
                <NavLink to="/questionnaire" className={navLinkClass}>
                  Questionnaire
                </NavLink>
              </li>
              <li>
                <Link
                  to="/login"
                  className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  Se connecter
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

function PublicFooter() {
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Déclic — l’orientation, un niveau après l’autre.</p>
        <nav aria-label="Liens légaux">
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link
                className="underline underline-offset-4 hover:text-brand-700"
                to="/legal/mentions-legales"
              >
                Mentions légales
              </Link>
            </li>
            <li>
              <Link className="underline underline-offset-4 hover:text-brand-700" to="/legal/conditions">
                Conditions d’utilisation, de vente et confidentialité
              </Link>
            </li>
            <li>
              <Link className="underline underline-offset-4 hover:text-brand-700" to="/blog">
                Blog
              </Link>
            </li>
            <li>
              <Link
                className="underline underline-offset-4 hover:text-brand-700"
                to="/enseignant/inscription"
              >
                Espace enseignant
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
