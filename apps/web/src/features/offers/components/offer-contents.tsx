import { FREE_LEVEL_LIMIT, LEVEL_BANDS, MISSIONS } from '@declic/domain';

/** What the paid levels hold, band by band, from the mission table (never a copy of it). */
export function OfferContents({ reader = 'tu' }: { reader?: 'tu' | 'vous' }) {
  const bands = LEVEL_BANDS.filter((band) => band.firstLevel > FREE_LEVEL_LIMIT);
  return (
    <section aria-labelledby="titre-contenu" className="flex flex-col gap-3">
      <h2 id="titre-contenu" className="font-display text-xl font-semibold text-ink">
        {reader === 'tu' ? 'Ce que tu débloques' : 'Ce que vous débloquez'}
        {'\u202F'}: les niveaux {FREE_LEVEL_LIMIT + 1} à {MISSIONS.length}
      </h2>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        {bands.map((band) => (
          <details key={band.index} className="rounded-xl border-2 border-line bg-white p-3">
            <summary className="cursor-pointer font-semibold">
              {band.theme} (niveaux {band.firstLevel} à {band.lastLevel})
            </summary>
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
              {MISSIONS.filter((m) => m.level >= band.firstLevel && m.level <= band.lastLevel).map(
                (mission) => (
                  <li key={mission.id}>
                    <span className="font-semibold">{mission.title}</span> — {mission.description}
                  </li>
                ),
              )}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
