import {
  APPLICATION_STATUS_LABELS,
  formatClockTime,
  formatDate,
  MEETING_MODE_LABELS,
  type Meeting,
} from '@declic/domain';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { useMeetings } from '../../../lib/meetings';
import { TEXTES } from '../textes';
import { ApplyDialog, type ApplyTarget } from './apply-dialog';

function MeetingCard({ meeting, onBook }: { meeting: Meeting; onBook: (meeting: Meeting) => void }) {
  const place =
    meeting.mode === 'visio' ? MEETING_MODE_LABELS.visio : `${meeting.city} (${meeting.department})`;
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-2 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {meeting.title}
          </h2>
          <p className="text-ink-soft">
            {meeting.company} · {meeting.sector}
          </p>
        </div>
        <Chip tone={meeting.mode === 'visio' ? 'brand' : 'mint'}>{MEETING_MODE_LABELS[meeting.mode]}</Chip>
      </div>
      <p className="font-semibold">
        Le {formatDate(meeting.day)} à {formatClockTime(meeting.time)} · {place}
      </p>
      <p className="whitespace-pre-line">{meeting.description}</p>
      <div className="flex flex-wrap items-center gap-3">
        {meeting.myStatus ? (
          <Chip tone="sun">Ta demande : {APPLICATION_STATUS_LABELS[meeting.myStatus].toLowerCase()}</Chip>
        ) : meeting.placesLeft > 0 ? (
          <Button size="sm" onClick={() => onBook(meeting)}>
            Demander une place<span className="sr-only"> pour {meeting.title}</span>
          </Button>
        ) : (
          <Chip tone="neutral">Complet</Chip>
        )}
        {meeting.myStatus ? null : (
          <span className="text-sm text-ink-soft">
            {meeting.placesLeft > 1
              ? `${meeting.placesLeft}\u00a0places libres`
              : meeting.placesLeft === 1
                ? 'Dernière place'
                : ''}
          </span>
        )}
      </div>
    </Card>
  );
}

/** The meetings a student may ask to join, and the form to ask. */
export function MeetingsList() {
  const meetings = useMeetings();
  const [booking, setBooking] = useState<ApplyTarget | null>(null);
  if (meetings.isPending) return <p role="status">Chargement…</p>;
  if (meetings.isError) return <Alert tone="error">{meetings.error.message}</Alert>;
  return (
    <>
      {meetings.data.length === 0 ? <p>{TEXTES.aucuneRencontre}</p> : null}
      <div className="flex flex-col gap-4">
        {meetings.data.map((meeting) => (
          <MeetingCard
            key={meeting.id}
            meeting={meeting}
            onBook={(chosen) => setBooking({ id: chosen.id, title: chosen.title, meeting: true })}
          />
        ))}
      </div>
      <ApplyDialog target={booking} onClose={() => setBooking(null)} />
    </>
  );
}
