import { dayInFrance, type KeyDate, type KeyDateBody, type KeyDatesResponse } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import { HttpError } from '../../plugins/errors';
import {
  deleteKeyDate,
  type KeyDateRow,
  listAllKeyDates,
  listUpcomingKeyDates,
  upsertKeyDate,
} from './key-dates.repository';

const toKeyDate = (row: KeyDateRow): KeyDate => ({
  id: row.id,
  session: row.session,
  label: row.label,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  source: { label: row.source_label, url: row.source_url },
  reviewBy: row.review_by,
});

/** The server's day in France: a date « to come » is judged on it, never on the browser's clock. */
export function todayInFrance(now = new Date()): string {
  return dayInFrance(now);
}

/** The shared dates not over yet, soonest first (level 20, reminders). */
export async function upcomingKeyDates(
  database: DatabaseHandle,
  today = todayInFrance(),
): Promise<KeyDate[]> {
  return (await listUpcomingKeyDates(database, today)).map(toKeyDate);
}

export async function keyDatesForStudents(database: DatabaseHandle): Promise<KeyDatesResponse> {
  return { keyDates: await upcomingKeyDates(database) };
}

/** Every date, past ones included, for the staff. */
export async function keyDatesForStaff(database: DatabaseHandle): Promise<KeyDatesResponse> {
  return { keyDates: (await listAllKeyDates(database)).map(toKeyDate) };
}

/** Creates or replaces a date; one line in the staff's audit log. */
export async function saveKeyDate(
  database: DatabaseHandle,
  id: string,
  body: KeyDateBody,
  actor: StaffActor,
): Promise<KeyDate> {
  const row = await upsertKeyDate(database, id, body, actor.staffId);
  await recordStaffAction(database, { ...actor, reason: body.reason }, 'date_cle', null, {
    id,
    label: body.label,
    startsOn: body.startsOn,
  });
  return toKeyDate(row);
}

export async function removeKeyDate(database: DatabaseHandle, id: string, actor: StaffActor): Promise<void> {
  if (!(await deleteKeyDate(database, id))) {
    throw new HttpError(404, 'date_introuvable', 'Aucune date clé ne porte cet identifiant.');
  }
  await recordStaffAction(database, actor, 'date_cle_supprimee', null, { id });
}
