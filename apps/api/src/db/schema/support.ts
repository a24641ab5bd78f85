import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const bugReports = pgTable('bug_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email'),
  title: text('title').notNull().default(''),
  description: text('description').notNull(),
  location: text('location').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
