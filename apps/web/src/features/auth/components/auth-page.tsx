import type { ReactNode } from 'react';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';

/** The frame of the sign-in pages: public header and footer, one centred card, one h1. */
export function AuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  const hydrated = useHydrated();
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
          <h1 className="mb-2 text-3xl font-semibold text-brand-900">{title}</h1>
          {intro ? <div className="mb-6 text-ink-soft">{intro}</div> : null}
          {/* Drawn by the server, the forms wait for the script: nothing typed before it is lost. */}
          <fieldset disabled={!hydrated} className="min-w-0">
            {children}
          </fieldset>
        </div>
      </div>
    </PublicLayout>
  );
}
