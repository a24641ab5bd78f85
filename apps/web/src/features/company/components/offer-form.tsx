import {
  COMPANY_OFFER_KIND_LABELS,
  COMPANY_OFFER_KINDS,
  type CompanyOffer,
  companyOfferBodySchema,
  DEPARTEMENT_OPTIONS,
  needsEndDate,
} from '@declic/domain';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { type FieldMessages, fieldErrorsResolver, messagesByField } from '../../../lib/field-errors-resolver';
import { useSaveOffer } from '../api/company-space';
import { TEXTES } from '../textes';

type Values = {
  kind: string;
  title: string;
  description: string;
  city: string;
  department: string;
  startsOn: string;
  endsOn: string;
  hoursPerWeek: string;
};

const EMPTY: Values = {
  kind: '',
  title: '',
  description: '',
  city: '',
  department: '',
  startsOn: '',
  endsOn: '',
  hoursPerWeek: '',
};

function toBody(values: Values) {
  return {
    ...values,
    kind: values.kind as CompanyOffer['kind'],
    endsOn: values.endsOn || null,
    hoursPerWeek: values.hoursPerWeek === '' ? null : Number(values.hoursPerWeek),
  };
}

function fromOffer(offer: CompanyOffer): Values {
  return {
    ...offer,
    endsOn: offer.endsOn ?? '',
    hoursPerWeek: offer.hoursPerWeek === null ? '' : String(offer.hoursPerWeek),
  };
}

function validate(values: Values): FieldMessages<Values> {
  const parsed = companyOfferBodySchema.safeParse(toBody(values));
  return parsed.success ? {} : messagesByField<Values>(parsed.error.issues);
}

const resolver = fieldErrorsResolver(validate);

/** A new posting, or changes to one (back to the staff's review either way). */
export function OfferForm({ offer, onDone }: { offer?: CompanyOffer; onDone: () => void }) {
  const form = useForm<Values>({
    defaultValues: offer ? fromOffer(offer) : EMPTY,
    resolver,
    shouldFocusError: true,
  });
  const save = useSaveOffer();
  const field = (name: keyof Values) => ({
    ...form.register(name),
    error: form.formState.errors[name]?.message,
  });
  const kind = form.watch('kind') as CompanyOffer['kind'] | '';

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((values) =>
        save.mutate({ id: offer?.id, body: toBody(values) }, { onSuccess: onDone }),
      )}
    >
      {save.isError ? (
        <Alert tone="error" className="sm:col-span-2">
          {save.error.message}
        </Alert>
      ) : null}
      <SelectField
        label="Type d’offre"
        options={COMPANY_OFFER_KINDS}
        optionLabel={(option) => COMPANY_OFFER_KIND_LABELS[option as CompanyOffer['kind']]}
        placeholder="Choisissez"
        {...field('kind')}
      />
      <TextField
        label="Heures par semaine"
        type="number"
        inputMode="numeric"
        min={1}
        max={48}
        optional
        {...field('hoursPerWeek')}
      />
      <TextField label="Intitulé" className="sm:col-span-2" {...field('title')} />
      <TextAreaField
        label="Description"
        className="sm:col-span-2"
        hint="Les missions, l’équipe, ce que l’élève apprendra. Écrivez pour un lecteur de 15 à 20 ans."
        {...field('description')}
      />
      <TextField label="Commune" autoComplete="address-level2" {...field('city')} />
      <SelectField
        label="Département"
        options={DEPARTEMENT_OPTIONS}
        placeholder="Choisissez"
        {...field('department')}
      />
      <TextField label="Début" type="date" {...field('startsOn')} />
      <TextField label="Fin" type="date" optional={kind === '' || !needsEndDate(kind)} {...field('endsOn')} />
      {offer ? <p className="text-sm text-ink-soft sm:col-span-2">{TEXTES.relecture}</p> : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Envoi…' : offer ? 'Envoyer les modifications' : 'Envoyer à la relecture'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
