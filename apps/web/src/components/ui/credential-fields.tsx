import type { ComponentProps } from 'react';
import { TextField } from './field';

// The same words on every form that asks for an account's address or password.
const EMAIL_LABEL = 'Adresse e-mail';
const PASSWORD_LABEL = 'Mot de passe';
const PASSWORD_RULE = 'Au moins 8\u00a0caractères.';

type CredentialFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'label'> & {
  label?: string;
};

/** The account's address: the browser offers the saved one. */
export function EmailField({ label = EMAIL_LABEL, ...props }: CredentialFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" {...props} />;
}

/** The password of an existing account (sign-in): the password manager fills it. */
export function CurrentPasswordField({ label = PASSWORD_LABEL, ...props }: CredentialFieldProps) {
  return <TextField label={label} type="password" autoComplete="current-password" {...props} />;
}

/**
 * A password being chosen, and its confirmation (`confirmation`: no hint, the rule is shown once):
 * the password manager offers a strong one.
 */
export function NewPasswordField({
  label = PASSWORD_LABEL,
  confirmation = false,
  ...props
}: CredentialFieldProps & { confirmation?: boolean }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={confirmation ? undefined : PASSWORD_RULE}
      {...props}
    />
  );
}
