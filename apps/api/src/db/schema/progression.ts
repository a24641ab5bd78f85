import {
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const progression = pgTable('progression', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  level: integer('level').notNull().default(1),
  xp: integer('xp').notNull().default(0),
  quests: jsonb('quests').$type<string[]>().notNull().default([]),
  perks: jsonb('perks').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireType: text('questionnaire_type').notNull().default('orientation'),
    questionId: integer('question_id').notNull(),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionnaireType, table.questionId] })],
);

/** The dates of the school year every student shares, entered by the staff (level 20, migration 0078). */
export const keyDates = pgTable('key_dates', {
  id: text('id').primaryKey(),
  session: text('session').notNull(),
  label: text('label').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on'),
  sourceLabel: text('source_label').notNull(),
  sourceUrl: text('source_url').notNull(),
  reviewBy: date('review_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Level 27's advice for students who start, published after the staff read it (migration 0079). */
export const mentorAdvice = pgTable('mentor_advice', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  topic: text('topic').notNull(),
  text: text('text').notNull(),
  status: text('status').notNull().default('en_attente'),
  moderationReason: text('moderation_reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Certificates of levels 29 and 50: the code is the public verification link (migrations 0080, 0082). */
export const expertCertificates = pgTable(
  'expert_certificates',
  {
    code: text('code').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** One certificate per badge (migration 0082): level 29's « expert », level 50's « parcours ». */
    badge: text('badge').notNull().default('expert'),
  },
  (table) => [unique('expert_certificates_user_badge_key').on(table.userId, table.badge)],
);
