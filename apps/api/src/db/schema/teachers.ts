import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** What a teacher account adds: its establishment and whether its space is open (migration 0095). */
export const teachers = pgTable('teachers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  uai: text('uai').notNull(),
  establishmentName: text('establishment_name').notNull(),
  establishmentTown: text('establishment_town'),
  establishmentDepartment: text('establishment_department'),
  academicEmail: boolean('academic_email').notNull(),
  status: text('status', { enum: ['active', 'pending_approval', 'suspended'] }).notNull(),
  statusReason: text('status_reason'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
