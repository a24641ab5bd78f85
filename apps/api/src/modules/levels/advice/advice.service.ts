import type { staffAdviceQuerySchema } from '@declic/domain';
import {
  ADVICE_TOPICS,
  type AdviceWallResponse,
  type ModerateAdviceBody,
  type StaffAdviceResponse,
} from '@declic/domain';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../../db/database';
import { recordStaffAction, type StaffActor } from '../../../kernel/staff-audit';
import { HttpError } from '../../../plugins/errors';
import {
  type AdviceRow,
  adviceByStatus,
  moderateAdvice,
  ownAdvice,
  publishedAdvice,
} from './advice.repository';

const WALL_SIZE = 60;
const QUEUE_SIZE = 100;
const TOPIC_LABELS = new Map<string, string>(ADVICE_TOPICS.map((topic) => [topic.id, topic.label]));
const iso = (value: Date | string | null) => new Date(value ?? Date.now()).toISOString();

function item(row: AdviceRow) {
  return {
    id: row.id,
    topic: row.topic,
    topicLabel: TOPIC_LABELS.get(row.topic) ?? '',
    text: row.text,
    // The first name only: the wall reveals nothing more of a minor (issue 17).
    author: row.first_name?.trim() || 'Un élève',
  };
}

/** The wall: published advice only, signed with first name and initial, and the caller's own status. */
export async function adviceWall(database: DatabaseHandle, userId: string): Promise<AdviceWallResponse> {
  const [rows, own] = await Promise.all([publishedAdvice(database, WALL_SIZE), ownAdvice(database, userId)]);
  return {
    advice: rows.map((row) => ({ ...item(row), publishedAt: iso(row.moderated_at) })),
    own: own ? { status: own.status, reason: own.status === 'publie' ? null : own.moderation_reason } : null,
  };
}

export async function staffAdvice(
  database: DatabaseHandle,
  query: z.infer<typeof staffAdviceQuerySchema>,
): Promise<StaffAdviceResponse> {
  const rows = await adviceByStatus(database, query.statut, QUEUE_SIZE);
  return {
    advice: rows.map((row) => ({ ...item(row), status: row.status, submittedAt: iso(row.submitted_at) })),
  };
}

const STATUSES = { publier: 'publie', refuser: 'refuse', retirer: 'retire' } as const;

/** Publishes, refuses or takes down an advice; one line in the staff's audit log. */
export async function decideOnAdvice(
  database: DatabaseHandle,
  id: string,
  body: ModerateAdviceBody,
  actor: StaffActor,
): Promise<void> {
  const status = STATUSES[body.decision];
  const moderated = await moderateAdvice(database, id, status, actor.staffId, body.reason);
  if (!moderated) throw new HttpError(404, 'conseil_introuvable', 'Ce conseil n’existe pas.');
  await recordStaffAction(
    database,
    { ...actor, reason: body.reason },
    `conseil_${status}`,
    moderated.userId,
    {
      adviceId: id,
    },
  );
}
