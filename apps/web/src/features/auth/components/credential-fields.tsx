import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/field';
import { TEXTES } from '../textes';

type CredentialFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'label'> & {
  label?: string;
};

/** The account's address: the browser offers the saved one. */
export function EmailField({ label = TEXTES.emailLabel, ...props }: CredentialFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" {...props} />;
}

/** The password of an existing account (sign-in): the password manager fills it. */
export function CurrentPasswordField({ label = TEXTES.passwordLabel, ...props }: CredentialFieldProps) {
  return <TextField label={label} type="password" autoComplete="current-password" {...props} />;
}

/**
 * A password being chosen, and its confirmation (`confirmation`: no hint, the rule is shown once):
 * the password manager offers a strong one.
 */
export function NewPasswordField({
  label = TEXTES.passwordLabel,
  confirmation = false,
  ...props
}: CredentialFieldProps & { confirmation?: boolean }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={confirmation ? undefined : TEXTES.passwordRule}
      {...props}
    />
  );
}
