import { Button, Group } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDownloadDocument, type BookingDocument } from '../api/money-and-documents.ts';
import type { Booking } from '../api/types.ts';
import { useBookingTranslation } from '../i18n.ts';
import { notify } from '../utils/notify.ts';

/** Downloads: the receipts (and credit notes) as one PDF once money arrived, and the dates for a calendar. */
export function BookingDocuments({ booking, className }: { booking: Booking; className?: string }) {
  const { t } = useBookingTranslation();
  const download = useDownloadDocument();
  const hasReceipt = booking.payments.some((p) => p.receipt_number !== null);
  const name = booking.reference ?? booking.id;

  const get = async (doc: BookingDocument) => {
    try {
      await download.mutateAsync({ id: booking.id, doc, name: `${name}.${doc.split('.')[1]}` });
    } catch (error) {
      notify('red', errorMessage(error, t));
    }
  };

  const busy = download.isPending ? download.variables.doc : null;
  return (
    <Group className={className}>
      {hasReceipt && (
        <Button variant="default" onClick={() => void get('receipt.pdf')} loading={busy === 'receipt.pdf'}>
          {t('documents.downloadReceipt')}
        </Button>
      )}
      {booking.status === 'confirmed' && (
        <Button variant="default" onClick={() => void get('calendar.ics')} loading={busy === 'calendar.ics'}>
          {t('documents.addToCalendar')}
        </Button>
      )}
    </Group>
  );
}
