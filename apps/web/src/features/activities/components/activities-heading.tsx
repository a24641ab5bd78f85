/** The frame of the Activités page (also its drawing by the server, app/drawn-app). */
export const ACTIVITIES_FRAME = 'mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 sm:px-6 lg:py-10';

/** The Activités page's title and what the journey is, drawn at once by the server too. */
export function ActivitiesHeading() {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-semibold sm:text-4xl">Activités</h1>
      <p className="max-w-2xl text-ink-soft">
        Ton parcours en 50 niveaux. Chaque mission terminée te fait gagner de l’XP et ouvre la suite.
      </p>
    </div>
  );
}
