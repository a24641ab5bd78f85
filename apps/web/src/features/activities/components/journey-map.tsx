import { LEVEL_BANDS, levelStatus, MISSIONS, type Production, type Progression } from '@declic/domain';
import { LevelCard } from './level-card';

interface JourneyMapProps {
  progression: Progression;
  isPaid: boolean;
  shown: { level: number; xp: number };
  /** What the levels produced (level 6 on), for a short « Réalisé » line on the done ones. */
  productions?: readonly Pick<Production, 'level' | 'summary'>[];
  /** The levels of the themes chosen at level 30, with their theme: marked as advised. */
  suggested?: ReadonlyMap<number, string>;
  /** The levels the student's classes ask for, with their badges (« Pour le 12 déc. — Terminale B »). */
  assigned?: ReadonlyMap<number, readonly string[]>;
}

/** The 50 levels in bands of 5 (spec section 2), each band a stage of the journey. */
export function JourneyMap({
  progression,
  isPaid,
  shown,
  productions = [],
  suggested,
  assigned,
}: JourneyMapProps) {
  const produced = new Map(productions.map((production) => [production.level, production.summary]));
  return (
    <div className="flex flex-col gap-6">
      {LEVEL_BANDS.map((band) => {
        const headingId = `etape-${band.index + 1}`;
        const missions = MISSIONS.filter((m) => m.level >= band.firstLevel && m.level <= band.lastLevel);
        return (
          // Bands off screen are laid out when the student scrolls to them (content-visibility):
          // on a phone, the first drawing of the map lays out two bands instead of ten.
          <section
            key={band.index}
            aria-labelledby={headingId}
            className="flex flex-col gap-3 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_24rem]"
          >
            <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-xl font-semibold">
              <span>{band.theme}</span>
              <span className="text-base font-normal text-ink-soft">
                Niveaux {band.firstLevel} à {band.lastLevel}
              </span>
            </h2>
            <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
              {missions.map((mission) => (
                <li key={mission.id}>
                  <LevelCard
                    mission={mission}
                    status={levelStatus(mission.level, progression, isPaid)}
                    shown={shown}
                    produced={produced.get(mission.level)}
                    suggestedTheme={suggested?.get(mission.level)}
                    assignedBy={assigned?.get(mission.level)}
                  />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
