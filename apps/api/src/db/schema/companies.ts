import { date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The organisation behind a company account (companies module, migration 0084). */
export const companies = pgTable('companies', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisation: text('organisation').notNull(),
  siret: text('siret').notNull(),
  contactFirstName: text('contact_first_name').notNull(),
  contactLastName: text('contact_last_name').notNull(),
  sector: text('sector').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  department: text('department').notNull(),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A posting: waits for the staff, then is copied into the offers catalogue while published. */
export const companyOffers = pgTable('company_offers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.userId, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['stage', 'alternance', 'emploi', 'job-ete', 'rencontre'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  city: text('city').notNull(),
  department: text('department').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on'),
  hoursPerWeek: integer('hours_per_week'),
  meetingMode: text('meeting_mode', { enum: ['visio', 'sur_place'] }),
  meetingTime: text('meeting_time'),
  places: integer('places'),
  status: text('status', { enum: ['en_attente', 'publiee', 'refusee', 'fermee'] }).notNull(),
  refusalReason: text('refusal_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a student chose to send to one posting, copied when they applied. */
export const companyApplications = pgTable('company_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  offerId: integer('offer_id')
    .notNull()
    .references(() => companyOffers.id, { onDelete: 'cascade' }),
  studentId: uuid('student_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  message: text('message').notNull(),
  cv: jsonb('cv'),
  letter: text('letter'),
  email: text('email'),
  status: text('status', { enum: ['envoyee', 'acceptee', 'refusee'] }).notNull(),
  companyMessage: text('company_message'),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A student's report about a company, open until the staff close it or suspend the company. */
export const companyReports = pgTable('company_reports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.userId, { onDelete: 'cascade' }),
  offerId: integer('offer_id').references(() => companyOffers.id, { onDelete: 'set null' }),
  offerTitle: text('offer_title').notNull(),
  studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});
