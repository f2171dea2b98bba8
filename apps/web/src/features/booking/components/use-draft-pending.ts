import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { bookingQueryOptions } from '../api/get-booking.ts';
import { useBookingDraft, type PendingBooking } from '../stores/booking-draft.ts';
import { useHoldSeconds } from './hold-notice.tsx';

export interface DraftPending {
  /** The booking this draft became, while it may still wait for its payment. */
  pending: PendingBooking | null;
  /** Pay now may be offered: the server says the booking waits for payment and its hold is live. */
  payable: boolean;
  /** The hold is live and the server has not said otherwise (yet): no second booking is offered. */
  holding: boolean;
}

/**
 * The draft's pending booking, checked against the server: a booking cancelled (here, in another tab or
 * on another device) clears the draft, a paid one too; an expired one keeps the draft's items for another
 * try. Pay is never offered from what the device remembers alone.
 */
export function useDraftPending(): DraftPending {
  const pending = useBookingDraft((state) => state.pending);
  const id = pending?.booking_id ?? '';
  const query = useQuery({ ...bookingQueryOptions(id), enabled: id !== '', refetchOnMount: 'always' });
  const holdSeconds = useHoldSeconds(pending?.hold_expires_at);
  const booking = query.data?.id === id ? query.data : undefined;

  useEffect(() => {
    if (!booking) return;
    const draft = useBookingDraft.getState();
    if (draft.pending?.booking_id !== booking.id) return;
    if (booking.status === 'cancelled' || booking.status === 'confirmed') {
      draft.clearDraft();
      draft.forgetBooking(booking.id);
    }
  }, [booking]);

  // A booking the server does not know (or not for this account) is no draft's any more.
  const gone = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
  useEffect(() => {
    if (gone && id) useBookingDraft.getState().forgetBooking(id);
  }, [gone, id]);

  const live = pending?.hold_expires_at != null && holdSeconds > 0;
  return {
    pending,
    payable: live && booking?.status === 'pending_payment',
    holding: live && (booking === undefined || booking.status === 'pending_payment'),
  };
}
