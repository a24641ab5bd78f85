import { ComboboxItem, type ComboboxItemProps, useComboboxContext, useStoreState } from '@ariakit/react';

/**
 * An option of one of our Ariakit comboboxes. Besides Ariakit's `aria-activedescendant`, the
 * active option says `aria-selected`, as in the WAI-ARIA examples, so it is announced as chosen.
 */
export function ComboboxOption(props: ComboboxItemProps & { id: string }) {
  const store = useComboboxContext();
  const active = useStoreState(store, (state) => state?.activeId === props.id);
  return <ComboboxItem setValueOnClick={false} aria-selected={active} {...props} />;
}
