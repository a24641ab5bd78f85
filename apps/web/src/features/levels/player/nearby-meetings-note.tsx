import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useMeetings } from '../../../lib/meetings';

/** Levels 9 and 11: the « rencontres métier » companies offer on Déclic, when there are some to join. */
export function NearbyMeetingsNote() {
  const meetings = useMeetings();
  const open = meetings.data?.filter((meeting) => meeting.placesLeft > 0 || meeting.myStatus) ?? [];
  if (open.length === 0) return null;
  return (
    <Alert tone="info">
      {open.length > 1
        ? `${open.length}\u00a0professionnels proposent une rencontre métier sur Déclic, près de chez toi ou en visio.`
        : 'Un professionnel propose une rencontre métier sur Déclic, près de chez toi ou en visio.'}{' '}
      <Link to="/app/rencontres" className="font-semibold underline underline-offset-4">
        Voir les rencontres métier
      </Link>
    </Alert>
  );
}
