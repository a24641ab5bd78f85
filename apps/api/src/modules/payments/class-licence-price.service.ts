import { type ClassLicencePriceBody, type ClassLicencePriceState, dayInFrance } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import { HttpError } from '../../plugins/errors';
import { insertLicencePrice, readLicencePrices } from './class-licence.repository';

/** The price of the class licence in force today, and the next one if the staff dated it later. */
export function classLicencePrice(database: DatabaseHandle, now: Date): Promise<ClassLicencePriceState> {
  return readLicencePrices(database, dayInFrance(now));
}

/**
 * A new price per student and per school year, from today (Paris) or a later day; a licence
 * already paid keeps the price it was paid at. One line of the staff journal.
 */
export async function setClassLicencePrice(
  database: DatabaseHandle,
  body: ClassLicencePriceBody,
  actor: StaffActor,
  now: Date,
): Promise<ClassLicencePriceState> {
  const today = dayInFrance(now);
  const appliesFrom = body.appliesFrom ?? today;
  if (appliesFrom < today) {
    throw new HttpError(
      400,
      'date_passee',
      'Le nouveau prix s’applique à partir d’aujourd’hui ou d’un jour à venir.',
    );
  }
  await insertLicencePrice(database, { amountCents: body.amountCents, appliesFrom });
  await recordStaffAction(database, { ...actor, reason: body.reason }, 'prix_licence_classe', null, {
    amountCents: body.amountCents,
    appliesFrom,
  });
  return readLicencePrices(database, today);
}
