import { levelStatus, missionForLevel, type ProgressionResponse } from '@declic/domain';
import { matchPath } from 'react-router';
import { CATALOG_FRAME, CatalogHeader } from '../../components/catalog/catalog-header';
import { ACTIVITIES_FRAME, ActivitiesHeading } from '../../features/activities/components/activities-heading';
import { TEXTES as EMPLOIS } from '../../features/emplois/textes';
import { TEXTES as FORMATIONS } from '../../features/formations/textes';
import { levelScreen } from '../../features/levels/registry';
import { LevelPending } from '../../features/levels/shared/level-pending';

const CATALOGUES: Record<string, { titre: string; intro: string }> = {
  '/app/formations': FORMATIONS,
  '/app/emplois': EMPLOIS,
};

function Pending() {
  return (
    <p role="status" className="text-ink-soft">
      Chargement…
    </p>
  );
}

/** A level the student can open, with a screen: the app will draw its heading first too. */
export function openLevel(path: string, progression: ProgressionResponse): number | null {
  const n = matchPath('/app/niveau/:n', path)?.params.n ?? '';
  const mission = /^\d{1,2}$/.test(n) ? missionForLevel(Number(n)) : undefined;
  if (!mission || !levelScreen(mission.level)) return null;
  const status = levelStatus(mission.level, progression, progression.isPaid);
  return status === 'locked' || status === 'paid' ? null : mission.level;
}

/**
 * The page area of an /app page as the server draws it: the page's own heading — its largest
 * text, on screen with the first paint — in the frame the page uses, its content still loading.
 * The app's first render draws the same heading at the same place (same components), so nothing
 * moves. Pages without such a heading get the plain loading line.
 */
export function DrawnPage({ path, progression }: { path: string; progression: ProgressionResponse }) {
  if (path === '/app' || path === '/app/activites') {
    return (
      <div className={ACTIVITIES_FRAME}>
        <ActivitiesHeading />
        <Pending />
      </div>
    );
  }
  const catalogue = CATALOGUES[path];
  if (catalogue) {
    return (
      <div className={CATALOG_FRAME}>
        <CatalogHeader title={catalogue.titre} intro={catalogue.intro} />
        <Pending />
      </div>
    );
  }
  const level = openLevel(path, progression);
  if (level !== null) return <LevelPending level={level} />;
  return (
    <p role="status" className="p-8 text-center text-ink-soft">
      Chargement…
    </p>
  );
}
