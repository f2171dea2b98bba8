import { addDays } from '@samaj/shared';
import type { Ctx } from '../../../context.ts';
import type { AppDeps } from '../../../deps.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { msg } from '../../../i18n/translate.ts';
import { notify } from '../../notifications/service.ts';
import { daysBetween } from '../payment/money.ts';
import { type BookingRow, claimEventReminders, confirmedStartingBetween, itemsOf } from '../repository.ts';

/**
 * The reminders of a booking's coming dates: a job of scheduler.ts, safe on several servers (each
 * band is claimed by a conditional UPDATE) and tested by calling it with the clock moved on.
 */

const whatOf = async (deps: AppDeps, row: BookingRow, firstDate: string) => {
  const { items } = await itemsOf(deps.database.db, [row.id]);
  return msg('bookingWhat', { hall: items[0]?.hallName ?? 'the hall', date: firstDate });
};

/** REMINDER_DAYS before the first date (7 and 1 by default): one notice per band, once. */
export async function remindEvents(ctx: Ctx): Promise<number> {
  const { deps } = ctx;
  const today = todayInIndia(deps.clock);
  const days = deps.config.REMINDER_DAYS;
  if (days.length === 0) return 0;
  const rows = await confirmedStartingBetween(ctx.db, today, addDays(today, Math.max(...days)));
  let told = 0;
  for (const { booking, firstDate } of rows) {
    const left = daysBetween(today, firstDate);
    const due = days.filter((d) => left <= d && !booking.eventRemindersSent.includes(d));
    if (due.length === 0 || !booking.userId) continue;
    // Every band reached is marked at once: a family told 1 day before is not told "7 days" after it.
    if (!(await claimEventReminders(ctx.db, booking, [...booking.eventRemindersSent, ...due]))) continue;
    await notify(ctx, {
      userId: booking.userId,
      type: 'booking.reminder',
      title: { id: 'bookingReminderTitle' },
      body: {
        id: 'bookingReminderBody',
        params: { what: await whatOf(deps, booking, firstDate), days: left },
      },
      data: { type: 'booking', id: booking.id },
    });
    told += 1;
  }
  return told;
}
