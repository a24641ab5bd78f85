import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

interface MarkedListProps {
  items: readonly string[];
  /** The decorative marker drawn before each item. */
  marker: ReactNode;
  className?: string;
}

/** A list whose bullets are our own decorative markers (dots, empty check boxes). */
export function MarkedList({ items, marker, className }: MarkedListProps) {
  return (
    <ul className={cx('mt-3 space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          {marker}
          {item}
        </li>
      ))}
    </ul>
  );
}
