import type { DevenirApprentis } from '../contracts/catalog';
import { onFirstUse } from '../format/on-first-use';
import { formatPercent, NBSP, NNBSP } from '../format/typography';

const signedFormat = onFirstUse(() => new Intl.NumberFormat('fr-FR', { signDisplay: 'exceptZero' }));

const percent = (rate: number) => formatPercent(Math.round(rate));

/** −4 → « −4 points » (true minus sign), 1 → « +1 point ». */
export function formatPoints(value: number): string {
  const rounded = Math.round(value);
  const number = signedFormat().format(rounded).replace('-', '\u2212');
  return `${number}${NBSP}${Math.abs(rounded) > 1 ? 'points' : 'point'}`;
}

/** « 2023-2024 » → « InserJeunes, DEPP–DARES, millésimes 2023 et 2024 ». */
export function devenirApprentisSource(devenir: Pick<DevenirApprentis, 'millesimes' | 'source'>): string {
  const years = devenir.millesimes.split('-');
  const millesimes =
    years.length === 2 ? `millésimes ${years[0]} et ${years[1]}` : `millésime ${devenir.millesimes}`;
  return `${devenir.source}, ${millesimes}`;
}

function emploiLine({ emploi_6_mois: six, emploi_12_mois: twelve }: DevenirApprentis): string | null {
  if (six !== null && twelve !== null) {
    return `En emploi${NNBSP}: ${percent(six)} après 6${NBSP}mois, ${percent(twelve)} après 12${NBSP}mois`;
  }
  if (six !== null) return `En emploi après 6${NBSP}mois${NNBSP}: ${percent(six)}`;
  if (twelve !== null) return `En emploi après 12${NBSP}mois${NNBSP}: ${percent(twelve)}`;
  return null;
}

function attenduLine({
  emploi_6_mois_attendu: attendu,
  valeur_ajoutee: va,
}: DevenirApprentis): string | null {
  if (attendu === null) return null;
  const added = va === null ? '' : ` (valeur ajoutée${NNBSP}: ${formatPoints(va)})`;
  return `Attendu après 6${NBSP}mois${NNBSP}: ${percent(attendu)}${added}`;
}

/**
 * The figures as short lines, each only when the source publishes it: employment at 6 and
 * 12 months, the expected rate with the value added, further study.
 */
export function devenirApprentisLines(devenir: DevenirApprentis): string[] {
  const etudes =
    devenir.poursuite_etudes === null
      ? null
      : `Poursuivent leurs études${NNBSP}: ${percent(devenir.poursuite_etudes)}`;
  return [emploiLine(devenir), attenduLine(devenir), etudes].filter((line) => line !== null);
}

/** The one figure a card shows before it is opened: employment at 6 months, else the first published. */
export function devenirApprentisHeadline(devenir: DevenirApprentis): string | null {
  const { emploi_6_mois: six, emploi_12_mois: twelve, poursuite_etudes: etudes } = devenir;
  if (six !== null) return `${percent(six)} en emploi après 6${NBSP}mois`;
  if (twelve !== null) return `${percent(twelve)} en emploi après 12${NBSP}mois`;
  if (etudes !== null) return `${percent(etudes)} poursuivent leurs études`;
  return null;
}

/** True when at least one rate is published: otherwise nothing is shown at all. */
export function hasDevenirApprentis(devenir: DevenirApprentis | undefined): devenir is DevenirApprentis {
  return devenir !== undefined && devenirApprentisHeadline(devenir) !== null;
}
