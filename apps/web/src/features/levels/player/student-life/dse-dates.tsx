import { dayInFrance, needsReview } from '@declic/domain';
import { useKeyDates } from '../api/key-dates';
import { dayOrRange } from '../calendar/dates';

/** Key dates of the Dossier social étudiant are those the staff enters with an id starting so. */
const DSE_PREFIX = 'dse-';

/** The Dossier social étudiant's dates the staff keeps, with their sources; a plain note before they are published. */
export function DseDates() {
  const keyDates = useKeyDates();
  if (keyDates.isPending) return <p role="status">Chargement des dates…</p>;
  const dates = (keyDates.data ?? []).filter((date) => date.id.startsWith(DSE_PREFIX));
  if (dates.length === 0) {
    return (
      <p>
        L’équipe Déclic n’a pas encore saisi les dates de la prochaine campagne. Elles apparaîtront ici, avec
        leur source, dès leur publication. Surveille messervices.etudiant.gouv.fr : c’est là qu’elle s’ouvre.
      </p>
    );
  }
  const today = dayInFrance();
  return (
    <ul className="flex flex-col gap-2">
      {dates.map((date) => (
        <li key={date.id} className="rounded-xl border-2 border-line p-3">
          <p className="font-semibold">{date.label}</p>
          <p>
            {dayOrRange(date.startsOn, date.endsOn)}
            {date.reviewBy !== null && needsReview({ reviewBy: date.reviewBy }, today) ? (
              <strong className="ml-2 text-coral-700">à vérifier</strong>
            ) : null}
          </p>
          <p className="text-sm text-ink-soft">
            Source :{' '}
            <a href={date.source.url} target="_blank" rel="noreferrer" className="underline">
              {date.source.label} (nouvel onglet)
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
