import { CorrectionNotice } from './correction-notice';
import { MetierNotice } from './metier-notice';

/** What a catalogue says above its results: the job it is matched to, and a corrected spelling. */
export function CatalogNotices({
  values,
  corrected,
  noun,
  onClearMetier,
}: {
  values: { q: string; metier: string; intitule: string };
  corrected?: string;
  noun: string;
  onClearMetier(): void;
}) {
  return (
    <>
      <MetierNotice code={values.metier} title={values.intitule} noun={noun} onClear={onClearMetier} />
      <CorrectionNotice typed={values.q} corrected={corrected} noun={noun} />
    </>
  );
}
