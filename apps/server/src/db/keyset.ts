import { and, eq, lt, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { After } from '../lib/pagination.ts';

/** The rows after `after` in a list ordered by (created_at desc, id desc); all rows without one. */
export const newestFirst = (createdAt: PgColumn, id: PgColumn, after: After | null) =>
  after
    ? or(lt(createdAt, after.createdAt), and(eq(createdAt, after.createdAt), lt(id, after.id)))
    : undefined;
