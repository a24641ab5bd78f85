import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const aiUsage = pgTable(
  'ai_usage',
  {
    day: date('day').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calls: integer('calls').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.userId] })],
);
