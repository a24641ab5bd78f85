import { UNKNOWN_ERROR_MESSAGE, UNREACHABLE_MESSAGE } from '../api-client';
import type { FieldMessages } from '../field-errors-resolver';
import { clearSlot, showAlert } from './alert';
import { busyButton } from './busy-button';
import { showFieldError } from './field-error';
import { presentControl, readValues, requirePart } from './page-parts';

/** What a form checks and sends: loaded with its first submission (the domain's Zod rules). */
export interface FormRules<Values, Result> {
  validate(values: Values): FieldMessages<Values>;
  send(values: Values): Promise<Result>;
}

interface ValidatedFormOptions<Name extends string, Result> {
  /** The controls' names, in the order of the page (the first to fix takes the focus). */
  fields: readonly Name[];
  loadRules: () => Promise<FormRules<Record<Name, string>, Result>>;
  /** The submit button's label while the form is being sent. */
  busyLabel: string;
  /** Shown when a refusal carries no message. */
  failureMessage?: string;
  /** After each change, with every value (a field that another one shows or hides). */
  onChange?: (values: Record<Name, string>) => void;
  onSent: (result: Result, values: Record<Name, string>) => void;
}

/**
 * A form checked by the domain's rules before it is sent: on submission every field says what to
 * fix and focus goes to the first one; after that, a field's message follows what is typed in it.
 * A refusal from the server shows in the form's `failure` slot. Returns what stops it.
 */
export function runValidatedForm<Name extends string, Result>(
  form: HTMLFormElement,
  options: ValidatedFormOptions<Name, Result>,
): () => void {
  const events = new AbortController();
  const failure = requirePart(form, '[data-slot="failure"]');
  const setBusy = busyButton(
    requirePart<HTMLButtonElement>(form, 'button[type="submit"]'),
    options.busyLabel,
  );
  const values = () => readValues(form, options.fields);
  const isField = (name: string): name is Name => (options.fields as readonly string[]).includes(name);
  let rules: FormRules<Record<Name, string>, Result> | undefined;
  let submitted = false;
  let sending = false;

  function followChange(event: Event) {
    options.onChange?.(values());
    const control = event.target as HTMLInputElement;
    if (!submitted || !rules || !isField(control.name)) return;
    showFieldError(control, rules.validate(values())[control.name]);
  }

  /** Every field's message; the first field to fix, if any. */
  function check(current: Record<Name, string>, checking: FormRules<Record<Name, string>, Result>) {
    const errors = checking.validate(current);
    const controls = options.fields.map((name) => {
      const control = presentControl(form, name);
      if (control) showFieldError(control, errors[name]);
      return errors[name] ? control : null;
    });
    return controls.find((control) => control !== null);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (sending) return;
    submitted = true;
    try {
      rules ??= await options.loadRules();
    } catch {
      showAlert(failure, 'error', UNREACHABLE_MESSAGE);
      return;
    }
    const current = values();
    const firstToFix = check(current, rules);
    if (firstToFix) return firstToFix.focus();
    sending = true;
    setBusy(true);
    clearSlot(failure);
    try {
      const result = await rules.send(current);
      options.onSent(result, current);
    } catch (error) {
      showAlert(
        failure,
        'error',
        (error as Error).message || (options.failureMessage ?? UNKNOWN_ERROR_MESSAGE),
      );
    } finally {
      sending = false;
      setBusy(false);
    }
  }

  form.addEventListener('input', followChange, { signal: events.signal });
  form.addEventListener('change', followChange, { signal: events.signal });
  form.addEventListener('submit', submit, { signal: events.signal });
  return () => events.abort();
}
