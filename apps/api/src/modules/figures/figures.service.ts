import {
  type DatedFact,
  type DatedFigure,
  entryAt,
  FIGURE_IDS,
  FIGURE_SCHEMAS,
  type FigureBody,
  type FigureHistoryResponse,
  type FigureId,
  type FigureValue,
  needsReview,
  OPENFISCA_FIGURES,
  openfiscaReviewBy,
  referenceAt,
  WORK_FIGURES,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import { HttpError } from '../../plugins/errors';
import { loadOpenfiscaParameters } from '../aids';
import { todayInFrance } from '../calendar';
import {
  type FigureRow,
  insertFigureHistory,
  listFigureHistory,
  listFigureRows,
  upsertFigure,
} from './figures.repository';

type ImportedFigures = Map<FigureId, DatedFact<number>>;

/**
 * The figures OpenFisca-France carries, as imported, in force on `today`: value, date, legal text, and a
 * review date one period after OpenFisca's last check. Empty when nothing is imported.
 */
async function importedFigures(database: DatabaseHandle, today: string): Promise<ImportedFigures> {
  const wanted = Object.entries(OPENFISCA_FIGURES) as [FigureId, { parameter: string; factor: number }][];
  const parameters = await loadOpenfiscaParameters(
    database,
    wanted.map(([, figure]) => figure.parameter),
  );
  const byName = new Map(parameters.map((parameter) => [parameter.name, parameter]));
  const figures: ImportedFigures = new Map();
  for (const [id, { parameter: name, factor }] of wanted) {
    const parameter = byName.get(name);
    const entry = parameter ? entryAt(parameter.values, today) : undefined;
    if (!parameter || typeof entry?.value !== 'number') continue;
    const reference = referenceAt(parameter, today);
    figures.set(id, {
      // × 100 of a rate: rounded so that 0,15 reads 15, not 15,000000000000002.
      value: Math.round(entry.value * factor * 1e6) / 1e6,
      appliesFrom: entry.date,
      reviewBy: openfiscaReviewBy(parameter.lastValueStillValidOn, entry.date),
      source: {
        label: reference?.title ?? parameter.description,
        url: reference?.href ?? WORK_FIGURES[id].fact.source.url,
      },
    });
  }
  return figures;
}

/**
 * The value shown: the staff's or the imported one, whichever applies from the later date (the staff's on a
 * tie, so that a correction holds until OpenFisca publishes a newer value); else the code's.
 */
function toFigure(
  id: FigureId,
  row: FigureRow | undefined,
  imported: DatedFact<number> | undefined,
  today: string,
): DatedFigure {
  const { label, unit, fact } = WORK_FIGURES[id];
  const staff = row
    ? {
        value: row.value,
        appliesFrom: row.applies_from,
        reviewBy: row.review_by,
        source: { label: row.source_label, url: row.source_url },
      }
    : undefined;
  const staffHolds = staff !== undefined && (!imported || staff.appliesFrom >= imported.appliesFrom);
  const current = staffHolds ? staff : (imported ?? fact);
  return { id, label, unit, ...current, toReview: needsReview(current, today), edited: staffHolds };
}

/** Every figure in force: the staff's or OpenFisca's value (the later), else the code's. */
export async function currentFigures(
  database: DatabaseHandle,
  today = todayInFrance(),
): Promise<DatedFigure[]> {
  const rows = new Map((await listFigureRows(database)).map((row) => [row.id, row]));
  const imported = await importedFigures(database, today);
  return FIGURE_IDS.map((id) => toFigure(id, rows.get(id), imported.get(id), today));
}

/** The values alone, typed, for the servers' own computations (pay simulator, quiz scoring). */
export type FigureValues = { [Id in FigureId]: FigureValue<Id> };

export async function figureValues(database: DatabaseHandle): Promise<FigureValues> {
  const figures = await currentFigures(database);
  return Object.fromEntries(figures.map((figure) => [figure.id, figure.value])) as FigureValues;
}

/** A new value with its date, source and reason; the value must have the figure's shape. */
export async function saveFigure(
  database: DatabaseHandle,
  id: FigureId,
  body: FigureBody,
  actor: StaffActor,
): Promise<DatedFigure> {
  const parsed = FIGURE_SCHEMAS[id].safeParse(body.value);
  if (!parsed.success) {
    throw new HttpError(400, 'valeur_invalide', `La valeur ne convient pas à « ${WORK_FIGURES[id].label} ».`);
  }
  const written = { ...body, value: parsed.data };
  const [row] = await database.transaction(async (tx) => {
    const rows = await upsertFigure(tx, id, written, actor.staffId);
    await insertFigureHistory(tx, id, written, actor.staffId);
    return rows;
  });
  await recordStaffAction(database, { ...actor, reason: body.reason }, 'chiffre_date', null, {
    id,
    value: parsed.data,
    appliesFrom: body.appliesFrom,
  });
  const today = todayInFrance();
  return toFigure(id, row, (await importedFigures(database, today)).get(id), today);
}

export async function figureHistory(database: DatabaseHandle, id: FigureId): Promise<FigureHistoryResponse> {
  const rows = await listFigureHistory(database, id);
  return {
    history: rows.map((row) => ({
      value: row.value,
      appliesFrom: row.applies_from,
      reviewBy: row.review_by,
      source: { label: row.source_label, url: row.source_url },
      reason: row.reason,
      changedAt: row.changed_at,
      changedBy: row.changed_by,
    })),
  };
}
