import { type DatedFigure, formatDate } from '@declic/domain';

/** Under a figure: where it comes from and since when; « à vérifier » past its review date. */
export function FigureSource({ figures }: { figures: DatedFigure[] }) {
  const sources = new Map(figures.map((figure) => [figure.source.url, figure]));
  return (
    <ul className="flex flex-col gap-1 text-sm text-ink-soft">
      {[...sources.values()].map((figure) => (
        <li key={figure.source.url}>
          Source :{' '}
          <a href={figure.source.url} target="_blank" rel="noreferrer" className="underline">
            {figure.source.label} (nouvel onglet)
          </a>
          , en vigueur depuis le {formatDate(figure.appliesFrom)}
          {figures.some((other) => other.source.url === figure.source.url && other.toReview) ? (
            <strong className="ml-2 text-coral-700">à vérifier</strong>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
