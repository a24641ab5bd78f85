import { isFeatureUnlocked, requiredLevel } from '@declic/domain';
import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cx } from '../../ui/cx';
import { isEntryActive, SHELL_NAV, type ShellNavEntry } from './nav-entries';

const entryClass = 'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-semibold';

/** The sidebar's entries; those above the student's level are shown locked, with their level. */
export function SidebarNav({ level, onNavigate }: { level: number; onNavigate?: (to: string) => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Navigation de l’espace élève">
      <ul className="flex flex-col gap-1">
        {SHELL_NAV.map((entry) => (
          <li key={entry.to}>
            {entry.gate && !isFeatureUnlocked(entry.gate, level) ? (
              <LockedEntry entry={entry} needed={requiredLevel(entry.gate)} />
            ) : (
              <Link
                to={entry.to}
                onClick={() => onNavigate?.(entry.to)}
                aria-current={isEntryActive(entry, pathname) ? 'page' : undefined}
                className={cx(
                  entryClass,
                  isEntryActive(entry, pathname) ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
                )}
              >
                <entry.icon aria-hidden="true" className="size-5 shrink-0" />
                {entry.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Blurred and not clickable (spec section 2), but still reachable with the keyboard so that a
 * screen reader hears what it is and when it opens.
 */
function LockedEntry({ entry, needed }: { entry: ShellNavEntry; needed: number }) {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a disabled link has no href on purpose; aria-disabled says so.
    <a
      role="link"
      aria-disabled="true"
      tabIndex={0}
      className={cx(entryClass, 'cursor-not-allowed text-ink-soft')}
      data-locked-level={needed}
    >
      <span className="flex items-center gap-3 opacity-70 blur-[1.5px] select-none" aria-hidden="true">
        <entry.icon className="size-5 shrink-0" />
        {entry.label}
      </span>
      <span className="sr-only">
        {entry.label} — verrouillé, s’ouvre au niveau {needed}
      </span>
      <span
        aria-hidden="true"
        className="ml-auto inline-flex items-center gap-1 rounded-full bg-sun-100 px-2 py-0.5 text-xs font-bold text-brand-900"
      >
        <Lock className="size-3" />
        {needed}
      </span>
    </a>
  );
}
