import { dayInFrance, type KeyDate, needsReview } from '@declic/domain';
import type { ReactNode } from 'react';
import { dayOrRange } from './dates';

const PARCOURSUP_NOT_YET = (
  <p>
    L’équipe Déclic n’a pas encore saisi les dates officielles de la prochaine session de Parcoursup. Elles
    apparaîtront ici, avec leur source, dès leur publication. En attendant, ajoute les tiennes.
  </p>
);

/**
 * Dates the staff keeps, each with its source; « à vérifier » past its review date. `empty` says
 * what to do while none is published (Parcoursup's by default).
 */
export function KeyDatesList({
  keyDates,
  empty = PARCOURSUP_NOT_YET,
}: {
  keyDates: KeyDate[];
  empty?: ReactNode;
}) {
  if (keyDates.length === 0) return empty;
  const today = dayInFrance();
  return (
    <ul className="flex flex-col gap-3">
      {keyDates.map((date) => {
        const toCheck = date.reviewBy !== null && needsReview({ reviewBy: date.reviewBy }, today);
        return (
          <li key={date.id} className="rounded-xl border-2 border-line p-3">
            <p className="font-semibold">{date.label}</p>
            <p>
              {dayOrRange(date.startsOn, date.endsOn)}
              {toCheck ? <strong className="ml-2 text-coral-700">à vérifier</strong> : null}
            </p>
            <p className="text-sm text-ink-soft">
              Source :{' '}
              <a href={date.source.url} target="_blank" rel="noreferrer" className="underline">
                {date.source.label} (nouvel onglet)
              </a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
