import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { cx } from './cx';

interface MenuProps {
  /** The button that opens the menu (a <button>, with its accessible name). */
  trigger: ReactElement;
  children: ReactNode;
  /** Width and height limits of the panel, when the default does not fit. */
  className?: string;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The one dropdown menu of the app (Radix: arrow keys, Escape, focus back to the button, typeahead).
 * Non-modal, so the page stays usable around it; one layer, one radius, one shadow everywhere.
 */
export function Menu({ trigger, children, className, onOpenChange }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className={cx('z-50 min-w-56 rounded-2xl border border-line bg-white p-2 shadow-xl', className)}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const ITEM_CLASSES =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-ink outline-none ' +
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** One entry: an action (`onSelect`), or a link passed as the only child with `asChild`. */
export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={cx(ITEM_CLASSES, className)} {...props} />;
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cx('px-3 py-2 text-sm text-ink-soft', className)} {...props} />;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-line" />;
}
