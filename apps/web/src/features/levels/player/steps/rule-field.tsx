import type { TextFieldRule } from '@declic/domain';
import { TextAreaField, TextField } from '../../../../components/ui/field';

interface RuleFieldProps {
  rule: TextFieldRule;
  value: string;
  onChange: (value: string) => void;
  /** The server's message for this field, if any. */
  error?: string;
}

/** One free-text field of a step, with its hint and a counter toward the minimum length. */
export function RuleField({ rule, value, onChange, error }: RuleFieldProps) {
  const length = [...value.trim()].length;
  const counter =
    length < rule.minLength ? `${length} / ${rule.minLength} caractères minimum` : `${length} caractères`;
  const hint = [rule.hint, counter].filter(Boolean).join(' · ');
  const common = {
    label: rule.label,
    hint,
    error,
    value,
    maxLength: rule.maxLength,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return rule.multiline ? <TextAreaField {...common} rows={4} /> : <TextField {...common} />;
}

/** The first message the server gave for a field. */
export function fieldError(problems: { field?: string; message: string }[] | undefined, field: string) {
  return problems?.find((problem) => problem.field === field)?.message;
}
