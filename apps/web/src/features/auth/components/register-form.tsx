import {
  AGE_DEFAULT,
  AGE_MAX,
  AGE_MIN,
  CONSENT_AGE,
  DEPARTEMENT_OPTIONS,
  GENRES,
  LEVELS_BEFORE_CONSENT,
} from '@declic/domain';
import { Button } from '../../../components/ui/button';
import { EmailField, NewPasswordField } from '../../../components/ui/credential-fields';
import { Deferred } from '../../../components/ui/deferred';
import { SelectField, TextField } from '../../../components/ui/field';

/**
 * The student sign-up form as drawn before any script (controllers/register-form.ts checks and
 * sends it). The parent's address is not in the page until the age asks for it.
 */
export function RegisterForm() {
  return (
    <form data-form="sign-up" noValidate className="grid gap-4 sm:grid-cols-2">
      <div data-slot="failure" className="empty:hidden sm:col-span-2" />
      <TextField label="Prénom" name="firstName" autoComplete="given-name" />
      <TextField label="Nom" name="lastName" autoComplete="family-name" />
      <TextField
        label="Âge"
        name="age"
        type="number"
        inputMode="numeric"
        min={AGE_MIN}
        max={AGE_MAX}
        defaultValue={String(AGE_DEFAULT)}
      />
      <SelectField label="Genre" name="gender" options={GENRES} placeholder="Choisis" />
      <SelectField
        label="Département"
        name="department"
        className="sm:col-span-2"
        options={DEPARTEMENT_OPTIONS}
        placeholder="Choisis ton département"
      />
      <TextField label="École" name="school" optional autoComplete="organization" />
      <TextField label="Téléphone" name="phoneNumber" optional type="tel" autoComplete="tel" />
      <EmailField name="email" className="sm:col-span-2" />
      <Deferred name="parent-email">
        <div className="sm:col-span-2">
          <TextField
            label="Adresse e-mail d’un parent"
            name="parentEmail"
            hint={`Tu as moins de ${CONSENT_AGE}\u00a0ans\u202f: un parent doit confirmer ton inscription. En attendant, les niveaux 1 à ${LEVELS_BEFORE_CONSENT} sont ouverts.`}
            type="email"
            autoComplete="off"
          />
        </div>
      </Deferred>
      <NewPasswordField name="password" />
      <NewPasswordField name="confirmation" label="Confirmation du mot de passe" confirmation />
      <Button type="submit" size="lg" className="sm:col-span-2">
        Créer mon compte
      </Button>
    </form>
  );
}
