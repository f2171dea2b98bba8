import { DEFAULT_SLOT_HOURS, type SlotHours, type Translations } from '@samaj/shared';
import { integer, jsonb, pgTable, primaryKey, text, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns.ts';

export const halls = pgTable(
  'halls',
  {
    id: id(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    description: text('description').notNull().default(''),
    capacity: integer('capacity').notNull().default(0),
    /** Rupees per date, the "total booking amount" basis (spec section 9). */
    bookingAmount: integer('booking_amount').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The share of the amount paid at booking (100 = pay in full, the default); the rest is the balance. */
    advancePercent: integer('advance_percent').notNull().default(100),
    /** The balance is due this many days before the first booked date. */
    balanceDueDays: integer('balance_due_days').notNull().default(30),
    address: text('address').notNull().default(''),
    /** When guests come in each slot, "HH:MM" (India time); the office edits them. */
    slotHours: jsonb('slot_hours').$type<SlotHours>().notNull().default(DEFAULT_SLOT_HOURS),
    /** The versions in gu, hi and ur of name, description and address. */
    translations: jsonb('translations')
      .$type<Translations<'name' | 'description' | 'address'>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('halls_advance_percent_check', sql`${t.advancePercent} between 1 and 100`),
    check('halls_balance_due_days_check', sql`${t.balanceDueDays} between 0 and 365`),
  ],
);

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
