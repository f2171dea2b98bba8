import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The places the community lives in (docs/api.md "What families read"), named in the four languages:
 * seeded by migration from packages/shared's SEED_PLACES, added to by the office. A profile takes one
 * (`profiles.place_id`) or writes its city as free text.
 */
export const places = pgTable('places', {
  /** The English name in lower case, dashes for spaces ("bhuj", "tamil-nadu"): stable and readable. */
  id: text('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameGu: text('name_gu').notNull(),
  nameHi: text('name_hi').notNull(),
  nameUr: text('name_ur').notNull(),
  /** The state's English name (packages/shared's STATE_NAMES translates the known ones). */
  state: text('state').notNull(),
  createdAt: createdAt(),
});
