import type { Translations } from '@samaj/shared';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    imageUrl: text('image_url'),
    /** The versions in gu, hi and ur of title, summary and body (the columns above are the English original). */
    translations: jsonb('translations')
      .$type<Translations<'title' | 'summary' | 'body'>>()
      .notNull()
      .default({}),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt.desc(), t.id.desc())],
);

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    title: text('title').notNull(),
    organisation: text('organisation').notNull().default(''),
    location: text('location').notNull().default(''),
    employmentType: text('employment_type').notNull().default('full_time'),
    description: text('description').notNull().default(''),
    howToApply: text('how_to_apply').notNull().default(''),
    closesOn: date('closes_on', { mode: 'string' }),
    /** E.164 numbers to call and to message on WhatsApp to apply; null when the office gave none. */
    applyPhone: text('apply_phone'),
    applyWhatsapp: text('apply_whatsapp'),
    translations: jsonb('translations')
      .$type<Translations<'title' | 'organisation' | 'location' | 'description' | 'how_to_apply'>>()
      .notNull()
      .default({}),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_published_idx').on(t.publishedAt.desc(), t.id.desc())],
);
