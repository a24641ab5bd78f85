import { dayInFrance, isLevelDone, reminderDue } from '@declic/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { HOUR_MS } from '../../kernel/clock';
import { scheduleJob } from '../../plugins/scheduled-jobs';
import {
  classStandings,
  listUpcomingAssignments,
  noticeRecipients,
  recordNotices,
} from './assignments.repository';

/**
 * One pass: for each assignment whose reminder window is open today (3 days before, the day
 * before), one notice to each current student who has not done the level and was not reminded
 * yet. The unique key of the notices makes a second pass, or two instances at once, send nothing.
 */
export async function sendAssignmentReminders(db: DatabaseHandle, now: Date): Promise<{ reminded: number }> {
  const today = dayInFrance(now);
  let reminded = 0;
  for (const assignment of await listUpcomingAssignments(db, today)) {
    const kind = reminderDue(
      { dueOn: assignment.dueOn, assignedOn: dayInFrance(assignment.createdAt) },
      today,
    );
    if (!kind) continue;
    const already = await noticeRecipients(db, assignment.id, kind);
    const toRemind = (await classStandings(db, assignment.classroomId)).filter(
      (standing) => !already.has(standing.studentId) && !isLevelDone(standing, assignment.level),
    );
    reminded += await recordNotices(db, assignment.id, kind, toRemind, now);
  }
  return { reminded };
}

/** Hourly on a running server, once across the instances: a reminder comes the morning it is due. */
export function scheduleAssignmentReminders(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'rappels-niveaux-assignes',
    label: 'rappels des niveaux assignés aux classes',
    everyMs: HOUR_MS,
    run: () => sendAssignmentReminders(app.database, app.clock.now()),
  });
}
