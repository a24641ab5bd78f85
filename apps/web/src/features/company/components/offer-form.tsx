import {
  COMPANY_OFFER_KIND_LABELS,
  COMPANY_OFFER_KINDS,
  type CompanyOffer,
  companyOfferBodySchema,
  DEPARTEMENT_OPTIONS,
  MEETING_MAX_PLACES,
  MEETING_MODE_LABELS,
  MEETING_MODES,
  type MeetingMode,
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
  meetingMode: string;
  meetingTime: string;
  places: string;
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
  meetingMode: '',
  meetingTime: '',
  places: '',
};

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** A meeting sends its mode, hour and places and no job fields; any other kind the reverse. */
function toBody(values: Values) {
  const meeting = values.kind === 'rencontre';
  return {
    kind: values.kind as CompanyOffer['kind'],
    title: values.title,
    description: values.description,
    city: values.city,
    department: values.department,
    startsOn: values.startsOn,
    endsOn: meeting ? null : values.endsOn || null,
    hoursPerWeek: meeting ? null : numberOrNull(values.hoursPerWeek),
    meetingMode: meeting ? ((values.meetingMode || null) as MeetingMode | null) : null,
    meetingTime: meeting ? values.meetingTime || null : null,
    places: meeting ? numberOrNull(values.places) : null,
  };
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

function fromOffer(offer: CompanyOffer): Values {
  return {
    kind: offer.kind,
    title: offer.title,
    description: offer.description,
    city: offer.city,
    department: offer.department,
    startsOn: offer.startsOn,
    endsOn: text(offer.endsOn),
    hoursPerWeek: text(offer.hoursPerWeek),
    meetingMode: text(offer.meetingMode),
    meetingTime: text(offer.meetingTime),
    places: text(offer.places),
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
  const meeting = kind === 'rencontre';

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
      {meeting ? (
        <SelectField
          label="Mode"
          options={MEETING_MODES}
          optionLabel={(option) => MEETING_MODE_LABELS[option as MeetingMode]}
          placeholder="Choisissez"
          {...field('meetingMode')}
        />
      ) : (
        <TextField
          label="Heures par semaine"
          type="number"
          inputMode="numeric"
          min={1}
          max={48}
          optional
          {...field('hoursPerWeek')}
        />
      )}
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
      <TextField label={meeting ? 'Jour' : 'Début'} type="date" {...field('startsOn')} />
      {meeting ? (
        <>
          <TextField label="Heure" type="time" {...field('meetingTime')} />
          <TextField
            label="Places"
            type="number"
            inputMode="numeric"
            min={1}
            max={MEETING_MAX_PLACES}
            hint={`${MEETING_MAX_PLACES}\u00a0élèves au plus, pour que chacun puisse vous parler.`}
            {...field('places')}
          />
        </>
      ) : (
        <TextField
          label="Fin"
          type="date"
          optional={kind === '' || !needsEndDate(kind)}
          {...field('endsOn')}
        />
      )}
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
