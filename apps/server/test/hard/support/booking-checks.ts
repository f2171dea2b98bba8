// Shared steps of the process tests: an admin, a hall, bookings paid over HTTP, and the invariants
// of the booking tables checked straight in the database (not a test file itself).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { call, dayFromNow } from './processes.ts';

export const ADMIN = { mobile: '+919000000001', password: 'hard-tests-admin-pass' };
export const adminEnv = { ADMIN_MOBILE: ADMIN.mobile, ADMIN_PASSWORD: ADMIN.password };

export async function login(base: string, mobile: string, password: string): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/login', { body: { mobile, password } });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.text}`);
  return (res.body as { token: string }).token;
}

/** A hall created by the admin through the API; answers its id. */
export async function createHall(base: string, adminToken: string, name: string): Promise<string> {
  const price = { amount: 20000, deposit: 5000 };
  const res = await call(base, 'POST', '/api/admin/halls', {
    token: adminToken,
    body: {
      name,
      short_name: name.slice(0, 8),
      booking_amount: 5000,
      payment_amount: { CM: price, M: price, NCM: price },
    },
  });
  if (res.status !== 201) throw new Error(`create hall answered ${res.status}: ${res.text}`);
  return (res.body as { id: string }).id;
}

export interface Attempt {
  bookingId?: string;
  /** payment-success answered 200 with a confirmed booking. */
  paid: boolean;
  date: string;
  statuses: number[];
}

/** new-booking of one full day, then the simulated checkout and payment-success. */
export async function bookAndPay(
  base: string,
  token: string,
  hallId: string,
  dayOffset: number,
  pay = true,
): Promise<Attempt> {
  const date = dayFromNow(dayOffset);
  const attempt: Attempt = { paid: false, date, statuses: [] };
  const created = await call(base, 'POST', '/api/booking/new-booking', {
    token,
    body: {
      booking: { booking_user_type: 'CM' },
      booking_items: [{ hall_id: hallId, slot: 'B', booking_dates: [date] }],
    },
  });
  attempt.statuses.push(created.status);
  if (created.status !== 201) return attempt;
  const { booking, payment } = created.body as { booking: { id: string }; payment: { order_id: string } };
  attempt.bookingId = booking.id;
  if (!pay) return attempt;
  const signed = await call(base, 'POST', '/api/dev/payments/simulate', {
    token,
    body: { order_id: payment.order_id },
  });
  attempt.statuses.push(signed.status);
  if (signed.status !== 200) return attempt;
  const done = await call(base, 'POST', '/api/booking/payment-success', { token, body: signed.body });
  attempt.statuses.push(done.status);
  attempt.paid =
    done.status === 200 && (done.body as { booking: { status: string } }).booking.status === 'confirmed';
  return attempt;
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * What must hold whatever moment a server died at: every booking has items, dates and (while it
 * holds or owns its dates) all its slot rows; no slot row of a booking that let its dates go; a
 * captured payment's booking is confirmed or marked for refund; every blocked half is held by a block
 * (so no booking can take it). Answers the broken rows.
 */
export async function bookingInvariantViolations(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const noItems = await rows<{ id: string }>(
    db,
    sql`select b.id from bookings b where not exists (select 1 from booking_items i where i.booking_id = b.id)`,
  );
  problems.push(...noItems.map((r) => `booking ${r.id} has no items`));
  const noDates = await rows<{ id: string }>(
    db,
    sql`select i.id from booking_items i where not exists (select 1 from booking_dates d where d.item_id = i.id)`,
  );
  problems.push(...noDates.map((r) => `item ${r.id} has no dates`));
  const slotCounts = await rows<{ id: string; status: string; expected: number; actual: number }>(
    db,
    sql`select b.id, b.status,
          (select coalesce(sum(case when i.slot = 'B' then 2 else 1 end), 0)::int
             from booking_items i join booking_dates d on d.item_id = i.id where i.booking_id = b.id) as expected,
          (select count(*)::int from booking_slots s where s.booking_id = b.id) as actual
        from bookings b`,
  );
  for (const r of slotCounts) {
    const live = r.status === 'pending_payment' || r.status === 'confirmed';
    const want = live ? r.expected : 0;
    if (r.actual !== want)
      problems.push(`booking ${r.id} (${r.status}) has ${r.actual} slot rows, not ${want}`);
  }
  const captured = await rows<{ id: string; status: string }>(
    db,
    sql`select b.id, b.status from payments p join bookings b on b.id = p.booking_id
        where p.status = 'captured' and b.status <> 'confirmed' and not b.refund_due`,
  );
  problems.push(...captured.map((r) => `booking ${r.id} is ${r.status} though its payment was captured`));
  const unclaimed = await rows<{ id: string; half: string }>(
    db,
    sql`select bd.id, h.half from blocked_dates bd cross join (values ('M'), ('E')) as h(half)
        where (bd.slot = 'B' or bd.slot = h.half) and not exists (select 1 from booking_slots s
          where s.hall_id = bd.hall_id and s.date = bd.date and s.half = h.half and s.blocked_date_id is not null)`,
  );
  problems.push(...unclaimed.map((r) => `blocked date ${r.id} does not hold its ${r.half} half`));
  return problems;
}

export async function bookingStatuses(db: Db): Promise<Map<string, string>> {
  const all = await rows<{ id: string; status: string }>(db, sql`select id, status from bookings`);
  return new Map(all.map((r) => [r.id, r.status]));
}
