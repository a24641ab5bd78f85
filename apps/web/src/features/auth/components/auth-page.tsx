import type { ReactNode, Ref } from 'react';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { Alert } from '../../../components/ui/alert';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * The frame of the sign-in pages: public header and footer, one centred column. `island` names
 * the script that makes the page work when it ships static (app/islands.ts).
 */
export function AuthFrame({
  island,
  ref,
  children,
}: {
  island?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <div ref={ref} data-island={island} className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
        {children}
      </div>
    </PublicLayout>
  );
}

/**
 * One card with one h1. A page drawn with several (`view`: the form, then what follows it) shows
 * one at a time; its script switches them (lib/dom-forms/views.ts).
 */
export function AuthCard({
  title,
  intro,
  view,
  hidden,
  children,
}: {
  title: string;
  intro?: ReactNode;
  view?: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div
      data-view={view}
      hidden={hidden}
      className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
    >
      <h1 className="mb-2 text-3xl font-semibold text-brand-900">{title}</h1>
      {intro ? <div className="mb-6 text-ink-soft">{intro}</div> : null}
      {/* Drawn by the server, the forms wait for the script: nothing typed before it is lost. */}
      <fieldset disabled={!hydrated} data-waits-for-script className="min-w-0">
        {children}
      </fieldset>
    </div>
  );
}

/** A sign-in page of a single card (the e-mail confirmation). */
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
    <AuthFrame>
      <AuthCard title={title} intro={intro}>
        {children}
      </AuthCard>
    </AuthFrame>
  );
}

/**
 * What a professional space's sign-up shows once sent (vouvoiement): where the link went, and the
 * way to send it again (`resend` slot, filled by the page's script). `children` come before the
 * advice: what happens after the confirmation.
 */
export function LinkSentCard({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <AuthCard view="sent" title="Vérifiez votre boîte mail" hidden>
      <div className="flex flex-col gap-4">
        <Alert tone="success">{message}</Alert>
        {children}
        <p>
          Le lien est parti à <strong data-slot="address" />. Rien reçu après quelques minutes{'\u202f'}?
          Regardez dans les indésirables, ou{'\u202f'}:
        </p>
        <div data-slot="resend" />
      </div>
    </AuthCard>
  );
}
