import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { classrooms } from './classrooms';

/** The staff's price per student and per school year, from a date on (payments module, migration 0098). */
export const classLicencePrices = pgTable('class_licence_prices', {
  id: uuid('id').primaryKey().defaultRandom(),
  amountCents: integer('amount_cents').notNull(),
  appliesFrom: date('applies_from').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One Checkout session opened for a class's licence, pending or paid. */
export const classLicences = pgTable('class_licences', {
  id: uuid('id').primaryKey().defaultRandom(),
  classroomId: uuid('classroom_id').references(() => classrooms.id, { onDelete: 'set null' }),
  teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
  checkoutSessionId: text('checkout_session_id').notNull().unique(),
  status: text('status', { enum: ['en_attente', 'payee'] })
    .notNull()
    .default('en_attente'),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  studentCount: integer('student_count').notNull(),
  schoolYear: text('school_year').notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  customerId: text('customer_id'),
  paymentIntentId: text('payment_intent_id'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The paid levels a licence gives one student until the end of its school year. */
export const classLicenceGrants = pgTable(
  'class_licence_grants',
  {
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => classLicences.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.licenceId, table.studentId] })],
);
