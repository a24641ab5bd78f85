import type { ReactNode } from 'react';
import { PublicLayout } from '../../../components/layouts/public-layout';
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
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
          <h1 className="mb-2 text-3xl font-semibold text-brand-900">{title}</h1>
          {intro ? <div className="mb-6 text-ink-soft">{intro}</div> : null}
          {children}
        </div>
      </div>
    </PublicLayout>
  );
}
