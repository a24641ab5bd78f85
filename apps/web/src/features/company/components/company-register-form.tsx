import { companyRegisterRequestSchema, DEPARTEMENT_OPTIONS } from '@declic/domain';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { type FieldMessages, fieldErrorsResolver, messagesByField } from '../../../lib/field-errors-resolver';
import { useRegisterCompany } from '../api/company-space';

const EMPTY = {
  organisation: '',
  siret: '',
  sector: '',
  contactFirstName: '',
  contactLastName: '',
  street: '',
  postalCode: '',
  city: '',
  department: '',
  email: '',
  password: '',
  confirmation: '',
};
type Values = typeof EMPTY;

function validate({ confirmation, ...values }: Values): FieldMessages<Values> {
  const parsed = companyRegisterRequestSchema.safeParse(values);
  const errors = parsed.success ? {} : messagesByField<Values>(parsed.error.issues);
  if (values.password !== confirmation)
    errors.confirmation = 'Les deux mots de passe ne sont pas identiques.';
  return errors;
}

const resolver = fieldErrorsResolver(validate);

/** The organisation, its SIRET (checked as it is typed in), the contact person and the address. */
export function CompanyRegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useForm<Values>({ defaultValues: EMPTY, resolver, shouldFocusError: true });
  const register = useRegisterCompany();
  const errorOf = (field: keyof Values) => form.formState.errors[field]?.message;
  const field = (name: keyof Values) => ({ ...form.register(name), error: errorOf(name) });

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(({ confirmation: _confirmation, ...body }) =>
        register.mutate(body, { onSuccess: () => onRegistered(body.email) }),
      )}
    >
      {register.isError ? (
        <Alert tone="error" className="sm:col-span-2">
          {register.error.message}
        </Alert>
      ) : null}
      <fieldset className="contents">
        <legend className="sr-only">Votre organisation</legend>
        <TextField
          label="Nom de l’organisation"
          autoComplete="organization"
          className="sm:col-span-2"
          {...field('organisation')}
        />
        <TextField
          label="Numéro SIRET"
          inputMode="numeric"
          hint="14 chiffres, sur l’avis de situation Insee ou l’extrait Kbis."
          {...field('siret')}
        />
        <TextField
          label="Secteur d’activité"
          hint="Par exemple : boulangerie, garage, agence web."
          {...field('sector')}
        />
      </fieldset>
      <fieldset className="contents">
        <legend className="sr-only">La personne à contacter</legend>
        <TextField label="Prénom du contact" autoComplete="given-name" {...field('contactFirstName')} />
        <TextField label="Nom du contact" autoComplete="family-name" {...field('contactLastName')} />
      </fieldset>
      <fieldset className="contents">
        <legend className="sr-only">Adresse</legend>
        <TextField
          label="Adresse"
          autoComplete="street-address"
          className="sm:col-span-2"
          {...field('street')}
        />
        <TextField
          label="Code postal"
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('postalCode')}
        />
        <TextField label="Commune" autoComplete="address-level2" {...field('city')} />
        <SelectField
          label="Département"
          className="sm:col-span-2"
          options={DEPARTEMENT_OPTIONS}
          placeholder="Choisissez le département"
          {...field('department')}
        />
      </fieldset>
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        {...field('email')}
      />
      <TextField
        label="Mot de passe"
        type="password"
        autoComplete="new-password"
        hint="8 caractères au moins."
        {...field('password')}
      />
      <TextField
        label="Confirmation du mot de passe"
        type="password"
        autoComplete="new-password"
        {...field('confirmation')}
      />
      <Button type="submit" size="lg" className="sm:col-span-2" disabled={register.isPending}>
        {register.isPending ? 'Création de l’espace…' : 'Créer l’espace entreprise'}
      </Button>
    </form>
  );
}
