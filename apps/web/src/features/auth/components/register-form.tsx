import {
  AGE_DEFAULT,
  AGE_MAX,
  AGE_MIN,
  CONSENT_AGE,
  DEPARTEMENT_OPTIONS,
  emailSchema,
  GENRES,
  LEVELS_BEFORE_CONSENT,
  needsParentConsent,
  newPasswordSchema,
  registrationProfileSchema,
} from '@declic/domain';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { type FieldMessages, fieldErrorsResolver, messagesByField } from '../../../lib/field-errors-resolver';
import { useRegister } from '../api/register';
import { readPreAccountData } from '../hooks/pre-account-data';
import { TEXTES } from '../textes';
import { EmailField, NewPasswordField } from './credential-fields';

const EMPTY = {
  firstName: '',
  lastName: '',
  age: String(AGE_DEFAULT),
  department: '',
  gender: '',
  school: '',
  phoneNumber: '',
  email: '',
  parentEmail: '',
  password: '',
  confirmation: '',
};
type Values = typeof EMPTY;

/** Under 15 a parent confirms the sign-up: the form then asks for their address. */
function isUnderConsentAge(values: Values): boolean {
  const age = Number(values.age);
  return values.age !== '' && Number.isInteger(age) && needsParentConsent(age);
}

/** Spec section 5: required fields, age 10–100, matching passwords — checked before sending. */
function validate(values: Values): FieldMessages<Values> {
  const profile = registrationProfileSchema.safeParse({
    ...values,
    age: values.age === '' ? undefined : Number(values.age),
  });
  const errors = profile.success ? {} : messagesByField<Values>(profile.error.issues);
  const email = emailSchema.safeParse(values.email);
  if (!email.success) errors.email = email.error.issues[0]?.message;
  if (isUnderConsentAge(values)) {
    const parent = emailSchema.safeParse(values.parentEmail);
    if (!parent.success) errors.parentEmail = parent.error.issues[0]?.message;
    else if (parent.data === email.data) errors.parentEmail = TEXTES.parentEmailIsOwn;
  }
  const password = newPasswordSchema.safeParse(values.password);
  if (!password.success) errors.password = password.error.issues[0]?.message;
  if (values.password !== values.confirmation) errors.confirmation = TEXTES.passwordMismatch;
  return errors;
}

const resolver = fieldErrorsResolver(validate);

/**
 * The student sign-up form (react-hook-form: focus goes to the first field to fix); sends both
 * spellings of every field (spec section 3).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useForm<Values>({ defaultValues: EMPTY, resolver, shouldFocusError: true });
  const register = useRegister();
  const underConsentAge = isUnderConsentAge(form.watch());
  const errorOf = (field: keyof Values) => form.formState.errors[field]?.message;

  function send(values: Values) {
    const optional = (value: string) => value.trim() || null;
    const userData = {
      profile_type: 'student' as const,
      prenom: values.firstName.trim(),
      nom: values.lastName.trim(),
      age: Number(values.age),
      genre: values.gender,
      departement: values.department,
      ecole: optional(values.school),
      numeroTelephone: optional(values.phoneNumber),
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      gender: values.gender,
      department: values.department,
      school: optional(values.school),
      phone_number: optional(values.phoneNumber),
    };
    register.mutate(
      {
        email: values.email,
        password: values.password,
        userData,
        ...(isUnderConsentAge(values) ? { parentEmail: values.parentEmail } : {}),
        ...readPreAccountData(),
      },
      { onSuccess: () => onRegistered(values.email) },
    );
  }

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate className="grid gap-4 sm:grid-cols-2">
      {register.isError ? (
        <Alert tone="error" className="sm:col-span-2">
          {register.error.message || TEXTES.registerFailed}
        </Alert>
      ) : null}
      <TextField
        label="Prénom"
        autoComplete="given-name"
        {...form.register('firstName')}
        error={errorOf('firstName')}
      />
      <TextField
        label="Nom"
        autoComplete="family-name"
        {...form.register('lastName')}
        error={errorOf('lastName')}
      />
      <TextField
        label="Âge"
        type="number"
        inputMode="numeric"
        min={AGE_MIN}
        max={AGE_MAX}
        {...form.register('age')}
        error={errorOf('age')}
      />
      <SelectField
        label="Genre"
        options={GENRES}
        placeholder="Choisis"
        {...form.register('gender')}
        error={errorOf('gender')}
      />
      <SelectField
        label="Département"
        className="sm:col-span-2"
        options={DEPARTEMENT_OPTIONS}
        placeholder="Choisis ton département"
        {...form.register('department')}
        error={errorOf('department')}
      />
      <TextField label="École" optional autoComplete="organization" {...form.register('school')} />
      <TextField label="Téléphone" optional type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
      <EmailField className="sm:col-span-2" {...form.register('email')} error={errorOf('email')} />
      {underConsentAge ? (
        <TextField
          label="Adresse e-mail d’un parent"
          className="sm:col-span-2"
          hint={`Tu as moins de ${CONSENT_AGE}\u00a0ans\u202f: un parent doit confirmer ton inscription. En attendant, les niveaux 1 à ${LEVELS_BEFORE_CONSENT} sont ouverts.`}
          type="email"
          autoComplete="off"
          {...form.register('parentEmail')}
          error={errorOf('parentEmail')}
        />
      ) : null}
      <NewPasswordField {...form.register('password')} error={errorOf('password')} />
      <NewPasswordField
        label="Confirmation du mot de passe"
        confirmation
        {...form.register('confirmation')}
        error={errorOf('confirmation')}
      />
      <Button type="submit" size="lg" className="sm:col-span-2" disabled={register.isPending}>
        {register.isPending ? 'Création du compte…' : 'Créer mon compte'}
      </Button>
    </form>
  );
}
