import { MeetingsList } from '../../../features/emplois/components/meetings-list';
import { TEXTES } from '../../../features/emplois/textes';
import { usePageTitle } from '../../../lib/use-page-title';

/** /app/rencontres: the « rencontres métier » companies offer on Déclic. */
export default function RencontresPage() {
  usePageTitle(TEXTES.rencontres);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{TEXTES.rencontres}</h1>
      <p className="text-ink-soft">{TEXTES.rencontresIntro}</p>
      <MeetingsList />
    </div>
  );
}
