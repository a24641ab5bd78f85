import { useKeyDates } from '../api/key-dates';
import { KeyDatesList } from '../calendar/key-dates-list';

/** Key dates of the Dossier social étudiant are those the staff enters with an id starting so. */
const DSE_PREFIX = 'dse-';

/** The Dossier social étudiant's dates the staff keeps, with their sources; a plain note before they are published. */
export function DseDates() {
  const keyDates = useKeyDates();
  if (keyDates.isPending) return <p role="status">Chargement des dates…</p>;
  const dates = (keyDates.data ?? []).filter((date) => date.id.startsWith(DSE_PREFIX));
  return (
    <KeyDatesList
      keyDates={dates}
      empty={
        <p>
          L’équipe Déclic n’a pas encore saisi les dates de la prochaine campagne. Elles apparaîtront ici,
          avec leur source, dès leur publication. Surveille messervices.etudiant.gouv.fr : c’est là qu’elle
          s’ouvre.
        </p>
      }
    />
  );
}
