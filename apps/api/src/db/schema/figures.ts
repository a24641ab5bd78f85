import { bigserial, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The staff's newer value of a dated figure (figures module, migration 0081). */
export const datedFigures = pgTable('dated_figures', {
  id: text('id').primaryKey(),
  value: jsonb('value').notNull(),
  appliesFrom: date('applies_from').notNull(),
  reviewBy: date('review_by').notNull(),
  sourceLabel: text('source_label').notNull(),
  sourceUrl: text('source_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Every version a change replaced, with the staff's reason. */
export const datedFigureHistory = pgTable('dated_figure_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  figureId: text('figure_id').notNull(),
  value: jsonb('value').notNull(),
  appliesFrom: date('applies_from').notNull(),
  reviewBy: date('review_by').notNull(),
  sourceLabel: text('source_label').notNull(),
  sourceUrl: text('source_url').notNull(),
  reason: text('reason').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
});
