import { requirePart } from './page-parts';

// The part of each template, once taken out: a second wake (React's strict mode) finds it here.
const parts = new WeakMap<HTMLTemplateElement, HTMLElement>();

/**
 * A part drawn in a <template> (components/ui/deferred.tsx), put in the page where the template
 * stands and taken out again: out, it is nowhere in the document, as if React had not rendered it.
 */
export function deferredPart(
  root: ParentNode,
  name: string,
): { part: HTMLElement; show(shown: boolean): void } {
  const template = requirePart<HTMLTemplateElement>(root, `template[data-deferred="${name}"]`);
  // Parsed by the browser, the part is the template's content; drawn by React, its child.
  if (template.childNodes.length > 0) template.content.append(...template.childNodes);
  let part = parts.get(template);
  if (!part) {
    part = (template.content.firstElementChild as HTMLElement | null) ?? undefined;
    if (!part) throw new Error(`Modèle « ${name} » vide`);
    parts.set(template, part);
  }
  const element = part;
  return {
    part: element,
    show(shown) {
      if (shown && !element.isConnected) template.before(element);
      if (!shown && element.isConnected) template.content.append(element);
    },
  };
}
