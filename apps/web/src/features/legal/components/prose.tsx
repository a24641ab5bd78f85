import { typographieFr } from '@declic/domain';
import { Children, type ReactNode } from 'react';
import { Link } from 'react-router';

/** Applies French spacing (before ; : ! ? and inside « ») to the plain-text parts of children. */
function fr(children: ReactNode): ReactNode {
  return Children.map(children, (child) => (typeof child === 'string' ? typographieFr(child) : child));
}

export function P({ children }: { children: ReactNode }) {
  return <p className="mt-3 first:mt-0">{fr(children)}</p>;
}

export function List({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="mt-3 list-disc space-y-1.5 pl-6 marker:text-brand-700">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static legal text, never reordered.
        <li key={index}>{fr(item)}</li>
      ))}
    </ul>
  );
}

/** A link to another page of the site (with an optional #anchor), styled for running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
      {children}
    </Link>
  );
}

/** A link leaving the site, styled for running text. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      {children}
    </a>
  );
}
