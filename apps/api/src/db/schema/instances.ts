import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Rate-limit windows shared by every instance (plugins/rate-limit-store.ts). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_expires_idx').on(table.expiresAt)],
);

/** Uploaded files when no S3-compatible storage is configured (plugins/file-store). */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last start of each scheduled job, claimed by one instance (plugins/scheduled-jobs.ts). */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  job: text('job').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  instance: text('instance').notNull(),
});
