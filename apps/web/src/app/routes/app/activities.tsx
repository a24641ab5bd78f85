import { displayedProgress, INITIAL_PROGRESSION, missionForLevel } from '@declic/domain';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { assignedBadges } from '../../../features/activities/assigned-badges';
import {
  ACTIVITIES_FRAME,
  ActivitiesHeading,
} from '../../../features/activities/components/activities-heading';
import { ClassAssignmentsList } from '../../../features/activities/components/class-assignments-list';
import { JourneyMap } from '../../../features/activities/components/journey-map';
import { ProgressSummary } from '../../../features/activities/components/progress-summary';
import { PAID_OFFER_NOTE } from '../../../features/activities/textes';
import { currentUserId } from '../../../lib/auth/current-user';
import { useMyAssignments } from '../../../lib/classroom-assignments';
import { useFocus } from '../../../lib/levels/focus';
import { useProductions } from '../../../lib/levels/productions';
import { useProgression } from '../../../lib/progression/get-progression';
import { usePageTitle } from '../../../lib/use-page-title';

// The first level whose answers make a production (level 6, « Enquête métiers »).
const PRODUCTIONS_FIRST_LEVEL = 6;
// Level 30's review chooses the themes that order what follows.
const FOCUS_LEVEL = 30;
const SUGGESTIONS_SHOWN = 5;

/** Activités (/app and /app/activites): the journey map of the 50 levels. */
export default function ActivitiesPage() {
  usePageTitle('Activités');
  const { data, isPending } = useProgression(currentUserId());
  const progression = data ?? INITIAL_PROGRESSION;
  const isPaid = data?.isPaid ?? false;
  const shown = displayedProgress(progression, isPaid);
  const next = missionForLevel(shown.level);
  const nextDone = next ? progression.quests.includes(next.id) : true;
  // Nothing is built before level 6 is done: no call until then.
  const productions = useProductions(progression.level > PRODUCTIONS_FIRST_LEVEL);
  const focus = useFocus(progression.level > FOCUS_LEVEL);
  const suggestions = focus.data?.suggestions ?? [];
  // What the student's classes ask for: read after the page is drawn, shared with the shell's bell.
  const classAssignments = useMyAssignments().data?.assignments ?? [];
  const suggested = new Map(
    suggestions.flatMap((item) => (item.theme ? [[item.level, item.theme] as const] : [])),
  );

  return (
    <div className={ACTIVITIES_FRAME}>
      <ActivitiesHeading />

      <Card
        className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between"
        aria-busy={isPending}
      >
        <div className="md:w-1/2">
          <ProgressSummary shown={shown} progression={progression} isPaid={isPaid} />
        </div>
        {next && !nextDone ? (
          <ButtonLink to={`/app/niveau/${next.level}`} size="lg">
            Continuer : {next.title}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        ) : null}
      </Card>

      {data?.fallback ? (
        <p role="status" className="rounded-xl bg-sun-100 px-4 py-3 font-semibold text-brand-900">
          Ta progression n’a pas pu être chargée : on t’affiche le niveau 1 en attendant. Ça revient tout
          seul.
        </p>
      ) : null}

      {suggestions.length > 0 ? (
        <Card className="flex flex-col gap-2">
          <h2 className="text-xl font-semibold">Tes niveaux prioritaires</h2>
          <ol className="list-decimal pl-6">
            {suggestions.slice(0, SUGGESTIONS_SHOWN).map((item) => (
              <li key={item.level}>
                Niveau {item.level} · {item.title}
                {item.theme ? <span className="text-ink-soft"> ({item.theme})</span> : null}
              </li>
            ))}
          </ol>
          <p className="text-sm text-ink-soft">
            Choisis au bilan du niveau 30 et marqués « Conseillé pour toi » sur ta carte. Pour changer de cap,
            rejoue ce bilan.
          </p>
        </Card>
      ) : null}

      <ClassAssignmentsList assignments={classAssignments} />

      <JourneyMap
        progression={progression}
        isPaid={isPaid}
        shown={shown}
        productions={productions.data?.productions}
        suggested={suggested}
        assigned={assignedBadges(classAssignments)}
      />

      {isPaid ? null : <p className="text-ink-soft">{PAID_OFFER_NOTE}</p>}
    </div>
  );
}
