import { formatDate, formatHeure, formatNumber, type ImportRun } from '@declic/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Chip, type ChipTone } from '../../../components/ui/chip';
import { SelectField, TextField } from '../../../components/ui/field';
import { useImports, useRunImport } from '../api/staff';

const STATUS: Record<ImportRun['status'], { label: string; tone: ChipTone }> = {
  en_cours: { label: 'En cours', tone: 'sun' },
  reussi: { label: 'Réussi', tone: 'mint' },
  echoue: { label: 'Échoué', tone: 'coral' },
};

const count = (value: number | null) => (value === null ? '—' : formatNumber(value));

function RunRow({ run }: { run: ImportRun }) {
  const { label, tone } = STATUS[run.status];
  return (
    <tr className="border-t border-line align-top">
      <td className="px-2 py-2">
        {formatDate(run.startedAt)}, {formatHeure(run.startedAt)}
      </td>
      <th scope="row" className="px-2 py-2 font-semibold">
        {run.importer}
      </th>
      <td className="px-2 py-2">{run.via === 'cli' ? 'Commande' : (run.startedByEmail ?? 'Équipe')}</td>
      <td className="px-2 py-2">
        <Chip tone={tone} className="text-xs">
          {label}
        </Chip>
      </td>
      <td className="px-2 py-2 text-right">{count(run.read)}</td>
      <td className="px-2 py-2 text-right">{count(run.imported)}</td>
      <td className="px-2 py-2">
        {run.error ??
          (run.rejections.length
            ? run.rejections.map((rejection) => `${rejection.count} × ${rejection.reason}`).join(' ; ')
            : count(run.rejected))}
      </td>
    </tr>
  );
}

/** The catalogues' imports: when, which source, counts and rejects; and a run on PostgreSQL. */
export function ImportRuns() {
  const imports = useImports();
  const start = useRunImport();
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const data = imports.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    start.mutate({ name, reason });
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-xl font-semibold">Imports des catalogues</h2>
      {imports.isPending ? <p role="status">Chargement…</p> : null}
      {imports.isError ? <Alert tone="error">{imports.error.message}</Alert> : null}
      {data ? (
        <form
          onSubmit={submit}
          aria-label="Lancer un import"
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <SelectField
            label="Importeur"
            options={data.importers.map((importer) => importer.name)}
            optionLabel={(option) =>
              `${option} — ${data.importers.find((importer) => importer.name === option)?.description ?? ''}`
            }
            placeholder="Choisir"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField label="Raison" value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button type="submit" disabled={!name || start.isPending}>
            Lancer l’import
          </Button>
          {data.canRunHere ? null : (
            <p className="text-sm text-ink-soft sm:col-span-3">
              Ce serveur tourne sur la base embarquée{'\u202f'}: un import y bloquerait le site. Arrêtez le
              serveur, puis lancez «{'\u202f'}npm run import -- nom{'\u202f'}».
            </p>
          )}
        </form>
      ) : null}
      {start.isError ? <Alert tone="error">{start.error.message}</Alert> : null}
      {start.isSuccess ? <p role="status">{start.data.message}</p> : null}
      {data && data.runs.length === 0 ? <p className="text-ink-soft">Aucun import enregistré.</p> : null}
      {data && data.runs.length > 0 ? (
        <section
          aria-label="Derniers imports des catalogues"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Derniers imports des catalogues</caption>
            <thead>
              <tr>
                {['Quand', 'Importeur', 'Par', 'État', 'Lus', 'Importés', 'Rejets ou erreur'].map(
                  (header) => (
                    <th key={header} scope="col" className="px-2 py-2">
                      {header}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {data.runs.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </Card>
  );
}
