import { formatDate, type PublishedAdvice } from '@declic/domain';
import { Chip } from '../../../components/ui/chip';

/** Published advice, each with its topic, its author (the first name only) and its date. */
export function AdviceList({ advice, label }: { advice: PublishedAdvice[]; label: string }) {
  if (advice.length === 0) {
    return <p className="text-ink-soft">Pas encore de conseil publié : le tien sera peut-être le premier.</p>;
  }
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2">
      {advice.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 rounded-2xl border-2 border-line bg-white p-4">
          <Chip tone="sun" className="self-start">
            {item.topicLabel}
          </Chip>
          <blockquote className="whitespace-pre-line">{item.text}</blockquote>
          <p className="text-sm text-ink-soft">
            {item.author}, le <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
