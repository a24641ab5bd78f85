import { Bug, FileText, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { Chip } from '../../ui/chip';

const iconLink =
  'inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-brand-50 hover:text-brand-800';

/** Bottom of the sidebar (spec section 2): 'Version Alpha', 'Signaler un bug', the legal pages. */
export function ShellFooter({ onReportBug }: { onReportBug: () => void }) {
  return (
    <div className="mt-auto flex flex-col gap-2 border-t border-line px-4 py-3">
      <div className="flex items-center justify-between gap-2">
        <Chip tone="sun">Version Alpha</Chip>
        <ul className="flex items-center" aria-label="Pages légales">
          <li>
            <Link to="/legal/mentions-legales" className={iconLink} aria-label="Mentions légales">
              <Scale aria-hidden="true" className="size-5" />
            </Link>
          </li>
          <li>
            <Link
              to="/legal/conditions"
              className={iconLink}
              aria-label="Conditions d’utilisation, de vente et confidentialité"
            >
              <FileText aria-hidden="true" className="size-5" />
            </Link>
          </li>
        </ul>
      </div>
      <button
        type="button"
        onClick={onReportBug}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-left font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
      >
        <Bug aria-hidden="true" className="size-5" />
        Signaler un bug
      </button>
    </div>
  );
}
