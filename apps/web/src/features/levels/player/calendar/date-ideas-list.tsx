import { type DateIdea, OWN_DATE_KIND_LABELS } from '@declic/domain';
import { CalendarPlus } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { dayOrRange } from './dates';

interface DateIdeasListProps {
  ideas: DateIdea[];
  /** The labels already in the student’s dates: an idea added once is not offered again. */
  added: ReadonlySet<string>;
  onChoose: (idea: DateIdea) => void;
}

/** Dates the journey suggests: the meeting of level 9 and its follow-up, an open day per saved formation. */
export function DateIdeasList({ ideas, added, onChoose }: DateIdeasListProps) {
  const open = ideas.filter((idea) => !added.has(idea.label));
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="idees-dates" className="flex flex-col gap-2">
      <h3 id="idees-dates" className="font-display text-lg font-bold">
        Des idées tirées de ton parcours
      </h3>
      <ul className="flex flex-col gap-2">
        {open.map((idea) => (
          <li
            key={idea.key}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-dashed border-line p-3"
          >
            <span>
              <span className="block font-semibold">{idea.label}</span>
              <span className="text-sm text-ink-soft">
                {[
                  OWN_DATE_KIND_LABELS[idea.kind],
                  idea.date ? dayOrRange(idea.date) : 'jour à choisir',
                  idea.place,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <Button size="sm" variant="secondary" onClick={() => onChoose(idea)}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Préparer cette date<span className="sr-only"> : {idea.label}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
