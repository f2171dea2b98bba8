import { integer, pgTable, primaryKey, text, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns.ts';

export const halls = pgTable('halls', {
  id: id(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  description: text('description').notNull().default(''),
  capacity: integer('capacity').notNull().default(0),
  /** Rupees per date, the "total booking amount" basis (spec section 9). */
  bookingAmount: integer('booking_amount').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per hall and booking user type (CM, M, NCM): amount and deposit in rupees per date. */
export const hallPrices = pgTable(
  'hall_prices',
  {
    hallId: uuid('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    userType: text('user_type').notNull(),
    amount: integer('amount').notNull(),
    deposit: integer('deposit').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hallId, t.userType] }),
    check('hall_prices_user_type_check', sql`${t.userType} in ('CM', 'M', 'NCM')`),
    check('hall_prices_amounts_check', sql`${t.amount} >= 0 and ${t.deposit} >= 0`),
  ],
);
