import { bigint, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const globalChat = pgTable('global_chat', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
});

export const chatReports = pgTable(
  'chat_reports',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => globalChat.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.reporterId] })],
);
