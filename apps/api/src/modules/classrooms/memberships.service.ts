import {
  ALWAYS_VISIBLE_TO_TEACHER,
  type JoinPreview,
  type Membership,
  NEVER_VISIBLE_TO_TEACHER,
  SHAREABLE_ITEM_LABELS,
  SHAREABLE_ITEMS,
  SHARING_OFF_BY_DEFAULT,
  type Sharing,
} from '@declic/domain';
import type { DatabaseHandle } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { grantLicenceOnJoin } from './licence.service';
import {
  deleteOwnMembership,
  findJoinableClassroom,
  findOwnMembership,
  insertMembership,
  listMemberships,
  toClassroomSummary,
  updateSharing,
} from './memberships.repository';
import { assertMayJoin, assertStudent, membershipErrors } from './student-access';

/** The promise the join screen makes, in the domain's own words. */
const TEACHER_SEES: JoinPreview['teacherSees'] = {
  always: [...ALWAYS_VISIBLE_TO_TEACHER],
  ifYouShare: SHAREABLE_ITEMS.map((item) => ({ item, label: SHAREABLE_ITEM_LABELS[item] })),
  never: NEVER_VISIBLE_TO_TEACHER,
  sharingOffByDefault: SHARING_OFF_BY_DEFAULT,
};

async function joinableClassroom(db: DatabaseHandle, code: string, now: Date) {
  const classroom = await findJoinableClassroom(db, code, now);
  if (!classroom) throw membershipErrors.unknownCode();
  return classroom;
}

export async function previewJoin(
  db: DatabaseHandle,
  user: AuthUser,
  code: string,
  now: Date,
): Promise<JoinPreview> {
  assertStudent(user);
  const classroom = await joinableClassroom(db, code, now);
  return { classroom: toClassroomSummary(classroom), teacherSees: TEACHER_SEES };
}

export async function joinClassroom(
  db: DatabaseHandle,
  user: AuthUser,
  code: string,
  now: Date,
): Promise<Membership> {
  await assertMayJoin(db, user);
  const classroom = await joinableClassroom(db, code, now);
  const id = await insertMembership(db, classroom.classroomId, user.id);
  if (!id) throw membershipErrors.alreadyIn();
  await grantLicenceOnJoin(db, classroom.classroomId, user.id, now);
  return ownMembership(db, user, id);
}

export async function studentMemberships(db: DatabaseHandle, user: AuthUser) {
  assertStudent(user);
  return { memberships: await listMemberships(db, user.id) };
}

async function ownMembership(db: DatabaseHandle, user: AuthUser, membershipId: string): Promise<Membership> {
  const membership = await findOwnMembership(db, user.id, membershipId);
  if (!membership) throw membershipErrors.notFound();
  return membership;
}

export async function leaveClassroom(
  db: DatabaseHandle,
  user: AuthUser,
  membershipId: string,
): Promise<void> {
  assertStudent(user);
  if (!(await deleteOwnMembership(db, user.id, membershipId))) throw membershipErrors.notFound();
}

export async function readSharing(
  db: DatabaseHandle,
  user: AuthUser,
  membershipId: string,
): Promise<Sharing> {
  assertStudent(user);
  return (await ownMembership(db, user, membershipId)).sharing;
}

export async function changeSharing(
  db: DatabaseHandle,
  user: AuthUser,
  membershipId: string,
  sharing: Sharing,
): Promise<Sharing> {
  assertStudent(user);
  const saved = await updateSharing(db, user.id, membershipId, sharing);
  if (!saved) throw membershipErrors.notFound();
  return saved;
}
