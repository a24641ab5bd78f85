import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { classDashboardQuery } from '../api/class-dashboard';
import { downloadClassCsv } from '../api/download-class-csv';
import { TEXTES } from '../textes';

type Busy = 'csv' | 'pdf' | null;

/**
 * The class council's files: the CSV the server writes, the one-page PDF drawn here from the
 * dashboard. Both hold only what the roster shows.
 */
export function ClassExportButtons({ classroomId, className }: { classroomId: string; className: string }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [failed, setFailed] = useState(false);
  const headingId = useId();

  async function run(kind: Exclude<Busy, null>, task: () => Promise<void>) {
    setBusy(kind);
    setFailed(false);
    try {
      await task();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  const csv = () => run('csv', () => downloadClassCsv(classroomId, className));
  const pdf = () =>
    run('pdf', async () => {
      const [dashboard, { downloadClassPdf }] = await Promise.all([
        client.fetchQuery(classDashboardQuery(classroomId)),
        import('../class-pdf'),
      ]);
      await downloadClassPdf(dashboard);
    });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        {TEXTES.exportTitre}
      </h2>
      <p className="text-sm text-ink-soft">{TEXTES.exportAide}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={csv} disabled={busy !== null}>
          {busy === 'csv' ? TEXTES.exportEnCours : TEXTES.csv}
        </Button>
        <Button variant="secondary" onClick={pdf} disabled={busy !== null}>
          {busy === 'pdf' ? TEXTES.exportEnCours : TEXTES.pdf}
        </Button>
      </div>
      {failed ? <Alert tone="error">{TEXTES.exportEchec}</Alert> : null}
    </section>
  );
}
