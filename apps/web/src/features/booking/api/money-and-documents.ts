import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RefundPreview } from '@samaj/shared';
import { api } from '../../../lib/api-client.ts';
import { fetchApiFile, saveFile } from '../../../lib/download.ts';
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
  const file = await fetchApiFile(`/api/booking/${encodeURIComponent(id)}/${doc}`);
  saveFile(file.blob, file.name ?? fallbackName);
}

export function useDownloadDocument() {
  return useMutation({
    mutationFn: (input: { id: string; doc: BookingDocument; name: string }) =>
      downloadBookingDocument(input.id, input.doc, input.name),
  });
}
