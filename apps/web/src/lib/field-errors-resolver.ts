import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** One message per field (the first rule it breaks); no entry when the field is fine. */
export type FieldMessages<Values> = Partial<Record<keyof Values, string | undefined>>;

/** The issues of a failed Zod parse, keyed by their first path segment (the form's field). */
export function messagesByField<Values>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldMessages<Values> {
  const messages: FieldMessages<Values> = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof Values | undefined;
    if (field !== undefined) messages[field] ??= issue.message;
  }
  return messages;
}

/** The domain's rules as react-hook-form reads them: every message on its field. */
export function fieldErrorsResolver<Values extends FieldValues>(
  validate: (values: Values) => FieldMessages<Values>,
): Resolver<Values> {
  return async (values) => {
    const found = Object.entries(validate(values)).filter(([, message]) => message);
    if (found.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of found) errors[field] = { type: 'validate', message: message as string };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
