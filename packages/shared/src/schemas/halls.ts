import { z } from 'zod';

const price = z.object({ amount: z.number().int().min(0), deposit: z.number().int().min(0) });

export const paymentAmounts = z.object({ CM: price, M: price, NCM: price });

export const hall = z.object({
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
export type Hall = z.infer<typeof hall>;
