import { pageTitle } from '@declic/domain';
import { requirePart } from './page-parts';

/**
 * Shows one of the views a page was drawn with (`data-view`, the others `hidden`): the tab takes
 * the view's title, and focus goes to its heading, so that a screen reader says where it is.
 */
export function showView(root: ParentNode, name: string): void {
  for (const view of root.querySelectorAll<HTMLElement>('[data-view]'))
    view.hidden = view.dataset.view !== name;
  const heading = requirePart(root, `[data-view="${name}"] h1`);
  document.title = pageTitle(heading.textContent ?? '');
  heading.tabIndex = -1;
  heading.focus();
}

/** Enables the controls a page drew disabled until its script arrived (components AuthCard). */
export function enableControls(root: ParentNode): void {
  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-waits-for-script]'))
    fieldset.disabled = false;
}
