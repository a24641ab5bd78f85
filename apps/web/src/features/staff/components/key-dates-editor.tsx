import { fileSlug, formatDate, type KeyDate } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useDeleteKeyDate, useSaveKeyDate, useStaffKeyDates } from '../api/staff';

interface Form {
  id: string;
  session: string;
  label: string;
  startsOn: string;
  endsOn: string;
  sourceLabel: string;
  sourceUrl: string;
  reviewBy: string;
  reason: string;
}

const EMPTY: Form = {
  id: '',
  session: '',
  label: '',
  startsOn: '',
  endsOn: '',
  sourceLabel: '',
  sourceUrl: '',
  reviewBy: '',
  reason: '',
};

const formOf = (date: KeyDate): Form => ({
  id: date.id,
  session: date.session,
  label: date.label,
  startsOn: date.startsOn,
  endsOn: date.endsOn ?? '',
  sourceLabel: date.source.label,
  sourceUrl: date.source.url,
  reviewBy: date.reviewBy ?? '',
  reason: '',
});

/** The shared dates of level 20's calendar (Parcoursup phases…): each with its session and official source. */
export function KeyDatesEditor() {
  const dates = useStaffKeyDates();
  const save = useSaveKeyDate();
  const remove = useDeleteKeyDate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [removal, setRemoval] = useState('');
  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = form.id || `${form.session}-${fileSlug(form.label)}`;
    save.mutate(
      {
        id,
        session: form.session,
        label: form.label,
        startsOn: form.startsOn,
        endsOn: form.endsOn || null,
        sourceLabel: form.sourceLabel,
        sourceUrl: form.sourceUrl,
        reviewBy: form.reviewBy || null,
        reason: form.reason,
      },
      { onSuccess: () => setForm(EMPTY) },
    );
  };

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Dates clés du calendrier (niveau 20)</h2>
      {dates.data?.length === 0 ? (
        <p className="text-ink-soft">Aucune date : les élèves ne voient que leurs propres dates.</p>
      ) : null}
      <ul aria-label="Dates clés enregistrées" className="flex flex-col gap-2">
        {dates.data?.map((date) => (
          <li
            key={date.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border-2 border-line p-3"
          >
            <span>
              <span className="font-semibold">{date.label}</span>
              <span className="block text-sm text-ink-soft">
                Session {date.session} · {formatDate(`${date.startsOn}T12:00:00Z`)}
                {date.endsOn ? ` → ${formatDate(`${date.endsOn}T12:00:00Z`)}` : ''} · {date.source.label}
              </span>
            </span>
            <span className="flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => setForm(formOf(date))}>
                Modifier<span className="sr-only"> {date.label}</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: date.id, reason: removal })}
              >
                Retirer<span className="sr-only"> {date.label}</span>
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {dates.data && dates.data.length > 0 ? (
        <TextField
          label="Raison d’un retrait (gardée dans le journal)"
          value={removal}
          onChange={(event) => setRemoval(event.target.value)}
        />
      ) : null}
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-2"
        aria-label="Ajouter ou modifier une date clé"
      >
        <TextField label="Session (année)" inputMode="numeric" placeholder="2027" {...field('session')} />
        <TextField label="Intitulé" placeholder="Parcoursup : début des vœux" {...field('label')} />
        <TextField label="Début" type="date" {...field('startsOn')} />
        <TextField label="Fin" type="date" optional {...field('endsOn')} />
        <TextField
          label="Source officielle"
          placeholder="Parcoursup, calendrier 2027"
          {...field('sourceLabel')}
        />
        <TextField
          label="Adresse de la source"
          type="url"
          placeholder="https://www.parcoursup.gouv.fr/"
          {...field('sourceUrl')}
        />
        <TextField label="À relire le" type="date" optional {...field('reviewBy')} />
        <TextField label="Raison (gardée dans le journal)" {...field('reason')} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {form.id ? 'Enregistrer les changements' : 'Ajouter la date'}
          </Button>
          {form.id ? (
            <Button variant="ghost" onClick={() => setForm(EMPTY)}>
              Annuler
            </Button>
          ) : null}
        </div>
      </form>
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
    </Card>
  );
}
