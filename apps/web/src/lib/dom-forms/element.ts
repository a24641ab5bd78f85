type Child = Node | string;

interface ElementProps {
  className?: string;
  role?: string;
  type?: 'button' | 'submit';
}

/** A small DOM element, for what an island adds to a page React drew (alerts, messages). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElementProps,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.role) node.setAttribute('role', props.role);
  if (props.type) node.setAttribute('type', props.type);
  node.append(...children);
  return node;
}
