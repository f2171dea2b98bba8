import { z } from 'zod';
import { slotHoursAnswer, textLanguage, translationsAnswer } from '../office-texts.ts';

const price = z.object({ amount: z.number().int().min(0), deposit: z.number().int().min(0) });

export const paymentAmounts = z.object({ CM: price, M: price, NCM: price });

/** What a booking reads of a hall: its names, prices and terms. */
const hallTerms = z.object({
  id: z.uuid(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  capacity: z.number().int(),
  booking_amount: z.number().int(),
  payment_amount: paymentAmounts,
  /** The share paid at booking (100 = in full); the balance is due balance_due_days before the first date. */
  advance_percent: z.number().int(),
  balance_due_days: z.number().int(),
});
export type Hall = z.infer<typeof hallTerms>;

/** A hall as the public list answers it (GET /api/hall). */
export const hall = hallTerms.extend({
  address: z.string(),
  /** When guests come in each slot, "HH:MM" in India time. */
  slot_hours: slotHoursAnswer,
  /** The language name, description and address are in: the reader's when the office wrote it, else en. */
  language: textLanguage,
});
export type HallAnswer = z.infer<typeof hall>;

/** A hall as the office edits it: the English originals and the versions in gu, hi and ur. */
export const adminHall = hall.omit({ language: true }).extend({
  translations: translationsAnswer(['name', 'description', 'address'] as const),
});
export type AdminHall = z.infer<typeof adminHall>;
