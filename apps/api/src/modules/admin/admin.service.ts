import { progressionAtLevel } from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import { recordStaffAction, type StaffActor } from '../../kernel/staff-audit';
import { HttpError } from '../../plugins/errors';
import { setStaffGrant } from '../payments';
import { getProgression } from '../progression';
import {
  type AdminUserRow,
  findUserByEmail,
  findUserById,
  searchUsers as searchUserRows,
  setUserFlag,
  writeProgression,
} from './admin.repository';

/** Without an actor, the action comes from `npm run admin` at the server. */
const AT_THE_SERVER: StaffActor = { staffId: null, via: 'cli' };

/** Actions shared by the staff endpoints and `npm run admin`. */
export async function requireUser(database: DatabaseHandle, userId: string): Promise<AdminUserRow> {
  const user = await findUserById(database, userId);
  if (!user) throw new HttpError(404, 'utilisateur_introuvable', 'Aucun compte ne porte cet identifiant.');
  return user;
}

/** The account that uses this address, for the staff's lookups. */
export async function findUser(database: DatabaseHandle, email: string): Promise<AdminUserRow> {
  const user = await findUserByEmail(database, email);
  if (!user) throw new HttpError(404, 'utilisateur_introuvable', 'Aucun compte n’utilise cette adresse.');
  return user;
}

/** Accounts matching part of an e-mail or a name, for the staff's account finder. */
export async function searchUsers(
  database: DatabaseHandle,
  text: string,
): Promise<{ users: AdminUserRow[] }> {
  return { users: await searchUserRows(database, text) };
}

/** Puts a student at the start of `level`, missions below it done (paid status untouched). */
export async function setLevel(
  database: DatabaseHandle,
  userId: string,
  level: number,
  actor: StaffActor = AT_THE_SERVER,
): Promise<AdminUserRow> {
  await requireUser(database, userId);
  const current = await getProgression(database, userId);
  await writeProgression(database, userId, progressionAtLevel(current, level));
  await recordStaffAction(database, actor, 'niveau', userId, { from: current.level, to: level });
  return requireUser(database, userId);
}

async function updateFlag(
  database: DatabaseHandle,
  userId: string,
  flag: 'is_staff',
  value: boolean,
  actor: StaffActor,
): Promise<AdminUserRow> {
  await requireUser(database, userId);
  await setUserFlag(database, userId, flag, value);
  await recordStaffAction(database, actor, 'statut_equipe', userId, { value });
  return requireUser(database, userId);
}

/**
 * The staff's paid status opens levels above 10. It is recorded apart from Stripe payments
 * (users.paid_by_staff), so no payment event removes it; taking it back leaves a student's own
 * payment in force.
 */
export async function setPaid(
  database: DatabaseHandle,
  userId: string,
  value: boolean,
  actor: StaffActor = AT_THE_SERVER,
): Promise<AdminUserRow> {
  await requireUser(database, userId);
  await setStaffGrant(database, userId, value);
  await recordStaffAction(database, actor, 'acces_payant', userId, { value });
  return requireUser(database, userId);
}

/** Staff members may use /api/admin. */
export const setStaff = (
  database: DatabaseHandle,
  userId: string,
  value: boolean,
  actor: StaffActor = AT_THE_SERVER,
) => updateFlag(database, userId, 'is_staff', value, actor);
