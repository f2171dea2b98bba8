import { type AdminBooking } from '@samaj/shared';
import { type Ctx } from '../../../context.ts';
import { adminBookingAnswers } from '../booking/read.ts';
import { overdueBalances } from './sweeps.ts';

/** The office's list of confirmed bookings whose balance date has passed and that still owe. */
export async function listOverdueBalances(ctx: Ctx): Promise<AdminBooking[]> {
  return adminBookingAnswers(ctx, await overdueBalances(ctx));
}
