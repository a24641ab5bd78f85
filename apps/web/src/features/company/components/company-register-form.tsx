import { DEPARTEMENT_OPTIONS } from '@declic/domain';
import { Button } from '../../../components/ui/button';
import { NewPasswordField } from '../../../components/ui/credential-fields';
import { SelectField, TextField } from '../../../components/ui/field';

/**
 * The organisation, its SIRET, the contact person and the address, as drawn before any script
 * (controllers/company-register-form.ts checks and sends it).
 */
export function CompanyRegisterForm() {
  return (
    <form data-form="company-sign-up" noValidate className="grid gap-4 sm:grid-cols-2">
      <div data-slot="failure" className="empty:hidden sm:col-span-2" />
      <fieldset className="contents">
        <legend className="sr-only">Votre organisation</legend>
        <TextField
          label="Nom de l’organisation"
          autoComplete="organization"
          className="sm:col-span-2"
          name="organisation"
        />
        <TextField
          label="Numéro SIRET"
          inputMode="numeric"
          hint="14 chiffres, sur l’avis de situation Insee ou l’extrait Kbis."
          name="siret"
        />
        <TextField
          label="Secteur d’activité"
          hint="Par exemple : boulangerie, garage, agence web."
          name="sector"
        />
      </fieldset>
      <fieldset className="contents">
        <legend className="sr-only">La personne à contacter</legend>
        <TextField label="Prénom du contact" autoComplete="given-name" name="contactFirstName" />
        <TextField label="Nom du contact" autoComplete="family-name" name="contactLastName" />
      </fieldset>
      <fieldset className="contents">
        <legend className="sr-only">Adresse</legend>
        <TextField label="Adresse" autoComplete="street-address" className="sm:col-span-2" name="street" />
        <TextField label="Code postal" inputMode="numeric" autoComplete="postal-code" name="postalCode" />
        <TextField label="Commune" autoComplete="address-level2" name="city" />
        <SelectField
          label="Département"
          className="sm:col-span-2"
          options={DEPARTEMENT_OPTIONS}
          placeholder="Choisissez le département"
          name="department"
        />
      </fieldset>
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        className="sm:col-span-2"
        name="email"
      />
      <NewPasswordField name="password" />
      <NewPasswordField name="confirmation" label="Confirmation du mot de passe" confirmation />
      <Button type="submit" size="lg" className="sm:col-span-2">
        Créer l’espace entreprise
      </Button>
    </form>
  );
}
