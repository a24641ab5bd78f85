import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Menu, MenuItem } from '../ui/menu';

export interface MenuAction {
  key: string;
  label: string;
  icon: ReactNode;
  /** A link (opened in a new tab unless it is mailto: or tel:), or an action in the page. */
  href?: string;
  onSelect?(): void;
}

/** The Actions menu of a result. */
export function ActionsMenu({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  if (actions.length === 0) return <span className="text-sm text-ink-soft">Aucune action</span>;
  return (
    <Menu
      trigger={
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-brand-600"
          aria-label={label}
        >
          Actions
          <ChevronDown aria-hidden="true" size={16} />
        </button>
      }
    >
      {actions.map((action) =>
        action.href ? (
          <MenuItem key={action.key} asChild>
            <a
              href={action.href}
              {...(/^(mailto|tel):/.test(action.href)
                ? {}
                : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {action.icon}
              {action.label}
            </a>
          </MenuItem>
        ) : (
          <MenuItem key={action.key} onSelect={action.onSelect}>
            {action.icon}
            {action.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
