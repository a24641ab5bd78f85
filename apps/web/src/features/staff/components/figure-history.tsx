import { type FigureId, formatDate } from '@declic/domain';
import { useFigureHistory } from '../api/staff';

/** The versions the staff wrote of a figure, newest first; the code's value comes before them all. */
export function FigureHistory({ id }: { id: FigureId }) {
  const history = useFigureHistory(id);
  if (history.isPending) return <p role="status">Chargement de l’historique…</p>;
  if (history.isError) return <p role="alert">{history.error.message}</p>;
  if (history.data.length === 0) {
    return (
      <p className="text-sm text-ink-soft">
        Jamais changé : c’est la valeur vérifiée à l’écriture du niveau.
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-1 text-sm">
      {history.data.map((version) => (
        <li key={version.changedAt}>
          {formatDate(version.changedAt)} : {JSON.stringify(version.value)}, en vigueur depuis le{' '}
          {formatDate(`${version.appliesFrom}T12:00:00Z`)} — « {version.reason} »
        </li>
      ))}
    </ol>
  );
}
