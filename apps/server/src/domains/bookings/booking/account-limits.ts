import { BOOKING_USER_TYPE_LABELS, type BookingUserType } from '@samaj/shared';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { msg } from '../../../i18n/translate.ts';

/** What one family may hold before paying: checked under its user row's lock (create.ts). */

/** A family may hold this many unpaid bookings at once (a hold blocks dates for everyone else). */
export const MAX_OPEN_HOLDS = 3;

export interface AccountState {
  /** The member type the office confirmed, or null. */
  memberType: BookingUserType | null;
  /** When each of the family's live holds ends, soonest first. */
  holdsEndAt: Date[];
  /** Hall dates (a half or a whole day each) the family holds unpaid now. */
  heldSlots: number;
}

/**
 * The error that refuses this booking for the family's account, or null: a member type other than
 * the confirmed one (422), too many unpaid bookings (429 until the soonest hold ends), or more held
 * dates than HELD_SLOTS_PER_ACCOUNT (422; a free booking holds nothing).
 */
export function accountLimitError(
  account: AccountState,
  wanted: { userType: BookingUserType; slots: number; free: boolean; cap: number; now: Date },
): AppError | null {
  const { memberType } = account;
  if (memberType && memberType !== wanted.userType) {
    const message = msg('memberTypeMismatch', {
      label: BOOKING_USER_TYPE_LABELS[memberType],
      type: memberType,
    });
    return fieldError('booking.booking_user_type', message);
  }
  const holds = account.holdsEndAt;
  if (holds.length >= MAX_OPEN_HOLDS) {
    return new AppError('too_many_requests', msg('holdsTooMany', { count: holds.length }), {
      retryAfterSeconds: (holds[0]!.getTime() - wanted.now.getTime()) / 1000,
    });
  }
  const { cap } = wanted;
  const held = account.heldSlots;
  if (!wanted.free && held + wanted.slots > cap) {
    const message =
      held === 0
        ? msg('heldSlotsOneBooking', { cap, wanted: wanted.slots })
        : msg('heldSlotsAccount', { cap, held, wanted: wanted.slots });
    return new AppError('validation', message, {
      field: 'booking_items',
    });
  }
  return null;
}
