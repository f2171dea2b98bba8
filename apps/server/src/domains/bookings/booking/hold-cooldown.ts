import { slotHalves, type Slot } from '@samaj/shared';
import { AppError } from '../../../lib/errors.ts';
import type { Wanted } from './check-items.ts';
import { label } from '../common.ts';
import { msg } from '../../../i18n/translate.ts';

/**
 * Hold, cancel, hold again (decision 041): a hall, date and slot an account let go (its own
 * cancellation or an expired hold) cannot be held by it again for HOLD_COOLDOWN_MINUTES, so one
 * account cannot keep a date to itself by cycling short holds. Other families may hold it at once.
 */
export interface Released {
  hallId: string;
  slot: string;
  date: string;
  releasedAt: Date;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The wanted dates still cooling down, each with the instant it frees for this account. */
export function coolingDown(wanted: Wanted[], released: Released[], cooldownMs: number, now: Date) {
  const clashes: { wanted: Wanted; until: Date }[] = [];
  for (const w of wanted) {
    const halves = slotHalves(w.slot);
    let until = 0;
    for (const r of released) {
      if (r.hallId !== w.hall.id || r.date !== w.date) continue;
      if (!slotHalves(r.slot as Slot).some((h) => halves.includes(h))) continue;
      until = Math.max(until, r.releasedAt.getTime() + cooldownMs);
    }
    if (until > now.getTime()) clashes.push({ wanted: w, until: new Date(until) });
  }
  return clashes;
}

/** 409 hold_cooldown naming each date and when (India time) this account may hold it again. */
export function cooldownError(clashes: { wanted: Wanted; until: Date }[]): AppError {
  const messages = clashes.map(({ wanted: w, until }) => {
    const india = new Date(until.getTime() + IST_OFFSET_MS).toISOString();
    const what = label(w.date, w.hall.name, w.slot);
    const [day, time] = [india.slice(0, 10), india.slice(11, 16)];
    return msg('holdCooldown', { what, time, day });
  });
  return new AppError('conflict', messages[0]!, {
    errors: { booking_dates: messages },
  });
}
