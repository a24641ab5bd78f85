import { formatDate } from '@declic/domain';
import { useJourneyTimeline } from '../api/timeline';

/** The student's journey as a timeline to pick from while writing their story. */
export function JourneyTimeline() {
  const timeline = useJourneyTimeline();
  if (timeline.isPending) return <p role="status">Je prépare ta frise…</p>;
  if (timeline.isError)
    return <p role="alert">Ta frise n’a pas pu s’afficher : écris quand même, rien n’est perdu.</p>;
  return (
    <section aria-labelledby="ta-frise" className="rounded-2xl border-2 border-line bg-white p-4">
      <h3 id="ta-frise" className="mb-3 text-lg font-bold">
        Ta frise
      </h3>
      <ol className="flex flex-col gap-3 border-l-2 border-brand-200 pl-4">
        {timeline.data.map((event) => (
          <li key={`${event.date}-${event.title}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[1.45rem] top-1.5 size-3 rounded-full bg-brand-600"
            />
            <p className="text-sm text-ink-soft">
              <time dateTime={event.date}>{formatDate(event.date)}</time>
            </p>
            <p className="font-semibold">{event.title}</p>
            {event.detail ? <p className="text-sm">{event.detail}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
