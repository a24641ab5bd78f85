import { boolean, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
