/** The element of a drawn page that an island needs: a missing one is a drawing error. */
export function requirePart<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`Élément ${selector} absent du dessin de la page`);
  return found;
}

/** A form control by its name. */
export function controlOf(
  form: HTMLFormElement,
  name: string,
): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const control = form.elements.namedItem(name);
  if (
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
  )
    return control;
  throw new Error(`Champ « ${name} » absent du formulaire`);
}

/** The current text of each named control. */
export function readValues<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, controlOf(form, name).value])) as Record<Name, string>;
}
