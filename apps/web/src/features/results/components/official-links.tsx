import type { OfficialLink } from '@declic/domain';
import { ExternalLink } from 'lucide-react';

/**
 * The official fiches of a métier or a formation (ONISEP, France Travail), opening in a new tab
 * with the site's name: the student can check what Déclic says at the source.
 */
export function OfficialLinks({
  links,
  about,
  kind,
}: {
  links: OfficialLink[];
  about: string;
  kind: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={`Fiches officielles : ${about}`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2"
          >
            {kind} {link.site}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
