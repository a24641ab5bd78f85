import { levelMission } from '../level-title';
import { LEVEL_FRAME, LEVEL_MAIN, LevelHeader } from './level-stage';

/**
 * A level's heading while its screen loads (code, steps): the server draws it in the page it
 * sends (app/drawn-app), the app draws the same until the screen is ready, so the title is on
 * screen at once and never moves.
 */
export function LevelPending({ level }: { level: number }) {
  return (
    <div className={LEVEL_FRAME}>
      <section className={LEVEL_MAIN} aria-labelledby="titre-niveau" aria-busy="true">
        <LevelHeader level={level} title={levelMission(level).title} />
        <p role="status" className="text-ink-soft">
          Chargement…
        </p>
      </section>
    </div>
  );
}
