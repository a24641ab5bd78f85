/** The frame of a catalogue page (also its drawing by the server, app/drawn-app). */
export const CATALOG_FRAME = 'mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10';

/** A catalogue's title and what it searches (no intro when the catalogue is locked). */
export function CatalogHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      {intro ? <p className="text-ink-soft">{intro}</p> : null}
    </header>
  );
}
