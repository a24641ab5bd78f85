import { Construction } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';
import { ButtonLink } from '../ui/button';
import { useInsideAppShell } from './app-shell/inside-app-shell';

/** Honest state for a screen whose feature has not landed yet — never a fake screen. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  // Inside the app shell the <main> landmark already exists.
  const Landmark = useInsideAppShell() ? 'div' : 'main';
  return (
    <Landmark
      id={Landmark === 'main' ? 'contenu' : undefined}
      tabIndex={Landmark === 'main' ? -1 : undefined}
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center outline-none"
    >
      <Construction aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-ink-soft">Cet écran arrive très bientôt dans Déclic. Reviens vite !</p>
      <ButtonLink to="/" variant="secondary">
        Retour à l’accueil
      </ButtonLink>
    </Landmark>
  );
}
