import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RefundPreview } from '@samaj/shared';
import { api } from '../../../lib/api-client.ts';
import { withApiBase } from '../../../lib/api-base-url.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import type { Booking, CheckoutPayment } from './types.ts';

/** A booking's money and papers: the balance's checkout, the refund preview, and the documents to download. */

/** POST /api/booking/{id}/pay-balance: the checkout of what a confirmed booking still owes. */
export function payBalance(id: string): Promise<{ booking: Booking; payment: CheckoutPayment }> {
  return api.post(`/api/booking/${encodeURIComponent(id)}/pay-balance`);
}

export function usePayBalance() {
  return useMutation({ mutationFn: payBalance });
}

export const refundPreviewKey = (id: string) => ['booking', 'refund-preview', id] as const;

/** GET /api/booking/{id}/refund-preview: asked fresh each time the dialog opens (the day matters). */
export function useRefundPreview(id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: refundPreviewKey(id),
      queryFn: ({ signal }) =>
        api.get<RefundPreview>(`/api/booking/${encodeURIComponent(id)}/refund-preview`, { signal }),
      enabled,
      staleTime: 0,
      gcTime: 0,
    }),
  );
}

export type BookingDocument = 'receipt.pdf' | 'calendar.ics';

/**
 * Downloads a booking's document with the session's token (a plain link would not carry it) and saves
 * it through a temporary link, under the file name the server gives.
 */
export async function downloadBookingDocument(id: string, doc: BookingDocument, fallbackName: string) {
  const token = useSession.getState().token;
  const response = await fetch(withApiBase(`/api/booking/${encodeURIComponent(id)}/${doc}`), {
    headers: {
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'include',
  }).catch(() => {
    throw new ApiError({ status: 0, message: 'Network error', code: 'network' });
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new ApiError({
      status: response.status,
      message: typeof body.message === 'string' ? body.message : response.statusText || 'Error',
    });
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadDocument() {
  return useMutation({
    mutationFn: (input: { id: string; doc: BookingDocument; name: string }) =>
      downloadBookingDocument(input.id, input.doc, input.name),
  });
}
