import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  profileType: text('profile_type', { enum: ['student', 'company', 'teacher'] })
    .notNull()
    .default('student'),
  isStaff: boolean('is_staff').notNull().default(false),
  isPaid: boolean('is_paid').notNull().default(false),
  /** The staff's set-paid, kept apart so no Stripe event removes it (migration 0070). */
  paidByStaff: boolean('paid_by_staff').notNull().default(false),
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
});

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  age: integer('age'),
  gender: text('gender'),
  department: text('department'),
  school: text('school'),
  phoneNumber: text('phone_number'),
  avatarJson: jsonb('avatar_json'),
  avatarUrl: text('avatar_url'),
  homePreference: text('home_preference'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the staff did, by whom and why (admin module, migration 0075). */
export const staffAudit = pgTable('staff_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
  via: text('via', { enum: ['api', 'cli'] }).notNull(),
  action: text('action').notNull(),
  targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
  details: jsonb('details').notNull().default({}),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
