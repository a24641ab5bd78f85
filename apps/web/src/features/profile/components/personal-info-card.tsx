import { DEPARTEMENT_OPTIONS, GENRES, type Profile, profileUpdateSchema } from '@declic/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/field';
import { fieldErrorsResolver, messagesByField } from '../../../lib/field-errors-resolver';
import { useUpdateProfile } from '../api/update-profile';
import { TEXTES } from '../textes';

type Editable = 'first_name' | 'last_name' | 'age' | 'gender' | 'department' | 'school' | 'phone_number';

const FIELDS: Array<{ key: Editable; label: string; kind?: 'number' | 'tel'; options?: readonly string[] }> =
  [
    { key: 'first_name', label: 'Prénom' },
    { key: 'last_name', label: 'Nom' },
    { key: 'age', label: 'Âge', kind: 'number' },
    { key: 'gender', label: 'Genre', options: GENRES },
    { key: 'department', label: 'Département', options: DEPARTEMENT_OPTIONS },
    { key: 'school', label: 'École' },
    { key: 'phone_number', label: 'Téléphone', kind: 'tel' },
  ];

type Draft = Record<Editable, string>;
const toDraft = (profile: Profile): Draft =>
  Object.fromEntries(
    FIELDS.map(({ key }) => [key, profile[key] == null ? '' : String(profile[key])]),
  ) as Draft;

/** Spec section 5: names trimmed, empty values sent as null, age as a number or null. */
function toUpdate(draft: Draft) {
  const text = (value: string) => value.trim() || null;
  return {
    first_name: text(draft.first_name),
    last_name: text(draft.last_name),
    age: draft.age.trim() === '' ? null : Number(draft.age),
    gender: text(draft.gender),
    department: text(draft.department),
    school: text(draft.school),
    phone_number: text(draft.phone_number),
  };
}

/** The server's rules (profileUpdateSchema), checked before sending; each message under its field. */
const resolver = fieldErrorsResolver<Draft>((draft) => {
  const checked = profileUpdateSchema.safeParse(toUpdate(draft));
  return checked.success ? {} : messagesByField<Draft>(checked.error.issues);
});

function Row({ label, value }: { label: string; value: string | number | null }) {
  const empty = value === null || value === '';
  return (
    <div className="grid gap-1 border-b border-line py-3 last:border-0 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-ink-soft">{label}</dt>
      <dd className={empty ? 'italic text-ink-soft' : 'break-words'}>
        {empty ? TEXTES.notSpecified : value}
      </dd>
    </div>
  );
}

/**
 * View mode, then Modifier → inputs with Annuler and Enregistrer (e-mail and id stay read-only).
 * react-hook-form: the domain's rules run before sending, and focus goes to the first field to fix.
 */
export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm<Draft>({ defaultValues: toDraft(profile), resolver, shouldFocusError: true });
  const update = useUpdateProfile();

  function startEditing() {
    form.reset(toDraft(profile));
    setSaved(false);
    update.reset();
    setEditing(true);
  }

  function send(draft: Draft) {
    update.mutate(toUpdate(draft), {
      onSuccess: () => {
        setEditing(false);
        setSaved(true);
      },
    });
  }

  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold">Informations personnelles</h2>
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={startEditing}>
            Modifier
          </Button>
        )}
      </div>
      {saved ? (
        <Alert tone="success" className="mb-4">
          {TEXTES.updateSuccess}
        </Alert>
      ) : null}
      {editing ? (
        <form onSubmit={form.handleSubmit(send)} noValidate className="grid gap-4 sm:grid-cols-2">
          {update.isError ? (
            <Alert tone="error" className="sm:col-span-2">
              {update.error.message || TEXTES.updateError}
            </Alert>
          ) : null}
          {FIELDS.map(({ key, label, kind, options }) =>
            options ? (
              <SelectField
                key={key}
                label={label}
                options={options}
                placeholder={TEXTES.notSpecified}
                {...form.register(key)}
                error={form.formState.errors[key]?.message}
              />
            ) : (
              <TextField
                key={key}
                label={label}
                type={kind ?? 'text'}
                inputMode={kind === 'number' ? 'numeric' : undefined}
                {...form.register(key)}
                error={form.formState.errors[key]?.message}
              />
            ),
          )}
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={update.isPending}>
              Annuler
            </Button>
          </div>
        </form>
      ) : (
        <dl>
          {FIELDS.map(({ key, label }) => (
            <Row key={key} label={label} value={profile[key]} />
          ))}
        </dl>
      )}
      <dl className={editing ? 'mt-4 border-t border-line pt-2' : ''}>
        <Row label="E-mail" value={profile.email} />
        <Row label="Identifiant" value={profile.id} />
      </dl>
    </Card>
  );
}
