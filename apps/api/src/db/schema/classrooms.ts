import { boolean, date, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A teacher's class and its join code (classrooms module, migration 0096). */
export const classrooms = pgTable('classrooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  teacherId: uuid('teacher_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  grade: text('grade', { enum: ['seconde', 'premiere', 'terminale', 'cap_bac_pro', 'bts'] }).notNull(),
  schoolYear: text('school_year').notNull(),
  joinCode: text('join_code').unique(),
  joinCodeExpiresAt: timestamp('join_code_expires_at', { withTimezone: true }),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A student in a class, and the four things they chose to share with it. */
export const classroomMemberships = pgTable(
  'classroom_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shareMetiers: boolean('share_metiers').notNull().default(false),
    shareFormations: boolean('share_formations').notNull().default(false),
    shareParcoursup: boolean('share_parcoursup').notNull().default(false),
    shareRoadMap: boolean('share_road_map').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.classroomId, table.studentId)],
);

/** A level assigned to a class with its due date (classrooms module, migration 0097). */
export const classroomAssignments = pgTable(
  'classroom_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    dueOn: date('due_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.classroomId, table.level)],
);

/** What a student was told of an assignment (assigned, reminders), once each. */
export const classroomAssignmentNotices = pgTable(
  'classroom_assignment_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => classroomAssignments.id, { onDelete: 'cascade' }),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => classroomMemberships.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['assignee', 'rappel_3j', 'rappel_veille'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.assignmentId, table.studentId, table.kind)],
);
