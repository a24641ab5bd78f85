import { type AlertTone, alertClasses, alertRole } from '../../components/ui/alert-classes';
import { element } from './element';

/**
 * Puts a fresh alert in a slot the page drew empty (`empty:hidden`): a new node, so that screen
 * readers announce it each time, as when React mounts an <Alert>.
 */
export function showAlert(slot: HTMLElement, tone: AlertTone, ...content: Array<Node | string>): HTMLElement {
  const alert = element('div', { role: alertRole(tone), className: alertClasses(tone) }, ...content);
  slot.replaceChildren(alert);
  return alert;
}

export function clearSlot(slot: HTMLElement): void {
  slot.replaceChildren();
}
