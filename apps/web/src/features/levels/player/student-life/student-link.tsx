import type { StudentLink } from '@declic/domain';

/** A link of levels 35 to 37: what to do there, who publishes it, in a new tab that says so. */
export function StudentLinkItem({ link }: { link: StudentLink }) {
  return (
    <li className="flex flex-col">
      <a href={link.url} target="_blank" rel="noreferrer" className="font-semibold underline">
        {link.label} (nouvel onglet)
      </a>
      <span className="text-sm text-ink-soft">
        {link.use} {link.official ? 'Site officiel' : 'Site privé'} : {link.publisher}.
      </span>
    </li>
  );
}
