import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_published_idx').on(t.publishedAt.desc(), t.id.desc())],
);
