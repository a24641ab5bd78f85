/** The element of a drawn page that an island needs: a missing one is a drawing error. */
export function requirePart<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`Élément ${selector} absent du dessin de la page`);
  return found;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form control by its name; null when it is not in the form (a field not asked for yet). */
export function presentControl(form: HTMLFormElement, name: string): Control | null {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
    ? control
    : null;
}

/** A form control by its name. */
export function controlOf(form: HTMLFormElement, name: string): Control {
  const control = presentControl(form, name);
  if (!control) throw new Error(`Champ « ${name} » absent du formulaire`);
  return control;
}

/** The current text of each named control ('' for a field not in the form). */
export function readValues<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const entries = names.map((name) => [name, presentControl(form, name)?.value ?? '']);
  return Object.fromEntries(entries) as Record<Name, string>;
}
