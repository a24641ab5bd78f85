import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface MenuAction {
  key: string;
  label: string;
  icon: ReactNode;
  /** A link (opened in a new tab unless it is mailto: or tel:), or an action in the page. */
  href?: string;
  onSelect?(): void;
}

const itemClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-ink outline-none ' +
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** The Actions menu of a result (Radix dropdown: arrow keys, Escape, focus back to the button). */
export function ActionsMenu({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  if (actions.length === 0) return <span className="text-sm text-ink-soft">Aucune action</span>;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-brand-600"
        aria-label={label}
      >
        Actions
        <ChevronDown aria-hidden="true" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 min-w-56 rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-card)]"
        >
          {actions.map((action) =>
            action.href ? (
              <DropdownMenu.Item key={action.key} asChild className={itemClasses}>
                <a
                  href={action.href}
                  {...(/^(mailto|tel):/.test(action.href)
                    ? {}
                    : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  {action.icon}
                  {action.label}
                </a>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={action.key} className={itemClasses} onSelect={action.onSelect}>
                {action.icon}
                {action.label}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
