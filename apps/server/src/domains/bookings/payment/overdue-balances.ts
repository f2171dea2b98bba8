import { type AdminBooking } from '@samaj/shared';
import { type Ctx } from '../../../context.ts';
import { toAdminBookings } from '../booking/presenter.ts';
import { overdueBalances } from './sweeps.ts';

/** The office's list of confirmed bookings whose balance date has passed and that still owe. */
export async function listOverdueBalances(ctx: Ctx): Promise<AdminBooking[]> {
  return toAdminBookings(ctx.db, await overdueBalances(ctx.deps));
}
