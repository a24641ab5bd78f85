import { type DatedFigure, type FigureId, formatDate } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useSaveFigure, useStaffDatedFigures } from '../api/staff';
import { FigureHistory } from './figure-history';

interface Form {
  id: FigureId;
  value: string;
  appliesFrom: string;
  reviewBy: string;
  sourceLabel: string;
  sourceUrl: string;
  reason: string;
}

const shown = (value: unknown) => JSON.stringify(value);
const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);

const formOf = (figure: DatedFigure): Form => ({
  id: figure.id as FigureId,
  value: shown(figure.value),
  appliesFrom: figure.appliesFrom,
  reviewBy: figure.reviewBy,
  sourceLabel: figure.source.label,
  sourceUrl: figure.source.url,
  reason: '',
});

/** The dated figures of levels 31 to 50 (Smic, apprentice pay…): value, date, source, history. */
export function FiguresEditor() {
  const figures = useStaffDatedFigures();
  const save = useSaveFigure();
  const [form, setForm] = useState<Form | null>(null);
  const [history, setHistory] = useState<FigureId | null>(null);
  const [valueError, setValueError] = useState<string | undefined>();
  const field = (name: Exclude<keyof Form, 'id'>) => ({
    value: form?.[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      form && setForm({ ...form, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    let value: unknown;
    try {
      // A French decimal comma (« 12,31 ») is accepted for a number.
      value = JSON.parse(/^\s*\d+,\d+\s*$/.test(form.value) ? form.value.replace(',', '.') : form.value);
    } catch {
      setValueError('Écris un nombre (12.31) ou, pour la grille, le même format que la valeur actuelle.');
      return;
    }
    setValueError(undefined);
    const { id, ...rest } = form;
    save.mutate({ id, ...rest, value }, { onSuccess: () => setForm(null) });
  };

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Chiffres datés (niveaux 31 à 50)</h2>
      <ul aria-label="Chiffres datés" className="flex flex-col gap-2">
        {figures.data?.map((figure) => (
          <li key={figure.id} className="flex flex-col gap-2 rounded-xl border-2 border-line p-3">
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-semibold">{figure.label}</span>
                {figure.toReview ? <strong className="ml-2 text-coral-700">à vérifier</strong> : null}
                <span className="block text-sm text-ink-soft">
                  {shown(figure.value)} · en vigueur depuis le {day(figure.appliesFrom)} · à revoir le{' '}
                  {day(figure.reviewBy)} · {figure.source.label}
                  {figure.edited ? ' · changé par l’équipe' : ''}
                </span>
              </span>
              <span className="flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => setForm(formOf(figure))}>
                  Modifier<span className="sr-only"> {figure.label}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={history === figure.id}
                  onClick={() => setHistory(history === figure.id ? null : (figure.id as FigureId))}
                >
                  Historique<span className="sr-only"> {figure.label}</span>
                </Button>
              </span>
            </span>
            {history === figure.id ? <FigureHistory id={figure.id as FigureId} /> : null}
          </li>
        ))}
      </ul>
      {form ? (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Modifier un chiffre daté">
          <p className="font-semibold sm:col-span-2">
            {figures.data?.find((figure) => figure.id === form.id)?.label}
          </p>
          <TextField label="Valeur" error={valueError} {...field('value')} />
          <TextField label="En vigueur depuis le" type="date" {...field('appliesFrom')} />
          <TextField label="À revoir le" type="date" {...field('reviewBy')} />
          <TextField label="Source officielle" {...field('sourceLabel')} />
          <TextField label="Adresse de la source" type="url" {...field('sourceUrl')} />
          <TextField label="Raison (gardée dans l’historique et le journal)" {...field('reason')} />
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              Enregistrer le chiffre
            </Button>
            <Button variant="ghost" onClick={() => setForm(null)}>
              Annuler
            </Button>
          </div>
        </form>
      ) : null}
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
    </Card>
  );
}
