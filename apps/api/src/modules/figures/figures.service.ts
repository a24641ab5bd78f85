import {
  type DatedFigure,
  FIGURE_IDS,
  FIGURE_SCHEMAS,
  type FigureBody,
  type FigureHistoryResponse,
  type FigureId,
  type FigureValue,
  needsReview,
  WORK_FIGURES,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { recordStaffAction, type StaffActor } from '../admin/admin.service';
import { todayInFrance } from '../levels/calendar/key-dates.service';
import {
  type FigureRow,
  insertFigureHistory,
  listFigureHistory,
  listFigureRows,
  upsertFigure,
} from './figures.repository';

function toFigure(id: FigureId, row: FigureRow | undefined, today: string): DatedFigure {
  const { label, unit, fact } = WORK_FIGURES[id];
  const current = row
    ? {
        value: row.value,
        appliesFrom: row.applies_from,
        reviewBy: row.review_by,
        source: { label: row.source_label, url: row.source_url },
      }
    : fact;
  return { id, label, unit, ...current, toReview: needsReview(current, today), edited: row !== undefined };
}

/** Every figure in force: the staff's value when there is one, else the code's. */
export async function currentFigures(
  database: DatabaseHandle,
  today = todayInFrance(),
): Promise<DatedFigure[]> {
  const rows = new Map((await listFigureRows(database)).map((row) => [row.id, row]));
  return FIGURE_IDS.map((id) => toFigure(id, rows.get(id), today));
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
  return toFigure(id, row, todayInFrance());
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
