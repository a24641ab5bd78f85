import type { ReactNode } from 'react';

/**
 * Drawn with the page but not in it (a <template>: inert, found by no one) until its script puts
 * it in place — what React would render only later, such as a field that another one asks for
 * (lib/dom-forms/deferred-part.ts).
 */
export function Deferred({ name, children }: { name: string; children: ReactNode }) {
  return <template data-deferred={name}>{children}</template>;
}
