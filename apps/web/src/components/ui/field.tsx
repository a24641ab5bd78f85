import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cx } from './cx';
import { FIELD_ERROR_CLASSES, fieldPartIds } from './field-parts';

const controlClasses =
  'min-h-11 w-full rounded-xl border-2 border-line bg-white px-3 py-2 text-base text-ink ' +
  'focus-visible:border-brand-600 aria-[invalid=true]:border-coral-700';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}

/** Label, control, hint and error wired together (for, aria-describedby), so they are read aloud. */
function FieldShell({ label, error, hint, optional, className, children }: FieldShellProps) {
  const id = useId();
  const parts = fieldPartIds(id);
  const hintId = hint ? parts.hintId : undefined;
  const errorId = error ? parts.errorId : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-ink-soft"> (facultatif)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy })}
      {error ? (
        <p id={errorId} className={FIELD_ERROR_CLASSES}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & Omit<FieldShellProps, 'children'>;

export function TextField({ label, error, hint, optional, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={controlClasses}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  Omit<FieldShellProps, 'children'> & {
    options: readonly string[];
    placeholder?: string;
    /** The text shown for an option, when it is not the value itself. */
    optionLabel?: (option: string) => string;
  };

export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  options,
  placeholder,
  optionLabel = (option) => option,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={controlClasses}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> &
  Omit<FieldShellProps, 'children'>;

export function TextAreaField({ label, error, hint, optional, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cx(controlClasses, 'min-h-28 leading-relaxed')}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  label: string;
  onCheckedChange: (checked: boolean) => void;
};

/** A checkbox with its label beside it, the whole label clickable. */
export function CheckboxField({ label, onCheckedChange, className, ...input }: CheckboxFieldProps) {
  return (
    <label className={cx('flex items-start gap-3', className)}>
      <input
        type="checkbox"
        className="mt-1 size-5"
        onChange={(event) => onCheckedChange(event.target.checked)}
        {...input}
      />
      <span>{label}</span>
    </label>
  );
}
