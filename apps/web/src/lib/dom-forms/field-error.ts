import { FIELD_ERROR_CLASSES, fieldPartIds } from '../../components/ui/field-parts';
import { element } from './element';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Shows or removes a field's error as components/ui/field.tsx draws it: the message after the
 * control, `aria-invalid`, and the message read with the hint (`aria-describedby`).
 */
export function showFieldError(control: Control, message: string | undefined): void {
  const { hintId, errorId } = fieldPartIds(control.id);
  const document = control.ownerDocument;
  let error = document.getElementById(errorId);
  if (message) {
    if (!error) {
      error = element('p', { className: FIELD_ERROR_CLASSES });
      error.id = errorId;
      control.after(error);
    }
    error.textContent = message;
    control.setAttribute('aria-invalid', 'true');
  } else {
    error?.remove();
    control.removeAttribute('aria-invalid');
  }
  const describedBy = [document.getElementById(hintId) ? hintId : null, message ? errorId : null]
    .filter(Boolean)
    .join(' ');
  if (describedBy) control.setAttribute('aria-describedby', describedBy);
  else control.removeAttribute('aria-describedby');
}
