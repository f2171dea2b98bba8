import { Alert, List, Text } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';
import { useBookingTranslation } from '../i18n.ts';
import type { BookingErrors } from '../stores/booking-draft.ts';
import { readableDates, type DraftErrorView } from '../utils/booking-errors.ts';

interface DraftErrorsAlertProps {
  stored: BookingErrors;
  view: DraftErrorView;
  children?: ReactNode;
}

/** Product spec section 8: why the server refused the booking, shown with the draft it was about. */
export const DraftErrorsAlert = forwardRef<HTMLDivElement, DraftErrorsAlertProps>(function DraftErrorsAlert(
  { stored, view, children },
  ref,
) {
  const { t } = useBookingTranslation();
  const title = stored.status === 409 ? t('errorsAlert.conflictTitle') : t('errorsAlert.title');
  const fieldCount =
    view.userType.length + view.eventName.length + view.notes.length + Object.keys(view.items).length;
  return (
    <Alert ref={ref} color="red" variant="light" title={title} role="alert" tabIndex={-1}>
      <Text size="sm">{readableDates(stored.message)}</Text>
      {view.general.length > 0 && (
        <List size="sm" mt="xs">
          {view.general.map((message) => (
            <List.Item key={message}>{readableDates(message)}</List.Item>
          ))}
        </List>
      )}
      {fieldCount > 0 && (
        <Text size="sm" mt="xs">
          {t('errorsAlert.seeItems')}
        </Text>
      )}
      {children}
    </Alert>
  );
});
