import { Link } from 'react-router';

/** The Déclic wordmark with its spark; links home. */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 font-display text-2xl font-semibold text-brand-800"
      aria-label="Déclic, accueil"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="9" fill="#4c32c9" />
        <path d="M17.5 5 9 18h6l-1.5 9L23 13h-6z" fill="#ffd166" />
      </svg>
      Déclic
    </Link>
  );
}
