import {
  Button,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { useSession } from '../../../lib/session.ts';
import { useHalls } from '../../../api/halls.ts';
import { AddItemPanel } from '../components/add-item-panel.tsx';
import { DraftErrorsAlert } from '../components/draft-errors-alert.tsx';
import { DraftItems } from '../components/draft-items.tsx';
import { DraftTotals } from '../components/draft-totals.tsx';
import { HoldNotice } from '../components/hold-notice.tsx';
import { useClearFreedConflicts } from '../components/use-clear-freed-conflicts.ts';
import { useDraftPending } from '../components/use-draft-pending.ts';
import { UserTypePicker } from '../components/user-type-picker.tsx';
import { useBookingTranslation } from '../i18n.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import { viewDraftErrors } from '../utils/booking-errors.ts';
import { paths } from '../paths.ts';

export function NewBookingPage() {
  const { t } = useBookingTranslation();
  const halls = useHalls();
  const draft = useBookingDraft();
  // Checks the draft's booking with the server: one cancelled or paid meanwhile clears the draft.
  useDraftPending();
  useClearFreedConflicts(halls.data);
  const [confirmClear, clearModal] = useDisclosure(false);
  const [announcement, setAnnouncement] = useState('');
  const errors = viewDraftErrors(draft.errors);
  const memberType = useSession((state) => state.user?.member_type ?? null);
  const { booking_user_type: userType, setUserType } = draft;
  // A member type the office confirmed is the only price this family can book at.
  useEffect(() => {
    if (memberType && userType !== memberType) setUserType(memberType);
  }, [memberType, userType, setUserType]);

  const hallName = (hallId: string) =>
    halls.data?.find((hall) => hall.id === hallId)?.name ?? t('draft.unknownHall');
  const itemTitle = (index: number) => {
    const item = draft.items[index];
    return item ? t('draft.itemTitle', { hall: hallName(item.hall_id), slot: t(`slots.${item.slot}`) }) : '';
  };
  const remove = (index: number) => {
    setAnnouncement(t('draft.removed', { item: itemTitle(index) }));
    draft.removeItem(index);
  };

  return (
    <Stack gap="lg">
      <DocumentTitle title={t('draft.pageTitle')} />
      <Stack gap={4}>
        <Title order={1}>{t('draft.pageTitle')}</Title>
        <Text>{t('draft.intro')}</Text>
      </Stack>

      {draft.pending && (
        <HoldNotice holdExpiresAt={draft.pending.hold_expires_at}>
          <Button component={Link} to={paths.confirmNewBooking} variant="light">
            {t('draft.goToPayment')}
          </Button>
        </HoldNotice>
      )}

      {draft.errors && <DraftErrorsAlert stored={draft.errors} view={errors} />}

      <Stack gap="md" component="section" aria-labelledby="draft-heading">
        <Title order={2} id="draft-heading">
          {t('draft.yourBooking')}
        </Title>
        <UserTypePicker
          value={draft.booking_user_type}
          onChange={draft.setUserType}
          confirmed={memberType}
          error={errors.userType[0]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('draft.eventName')}
            description={t('draft.eventNameHelp')}
            value={draft.event_name}
            onChange={(event) => draft.setEventName(event.currentTarget.value)}
            error={errors.eventName[0]}
            maxLength={120}
          />
          <Textarea
            label={t('draft.notes')}
            description={t('draft.notesHelp')}
            value={draft.notes}
            onChange={(event) => draft.setNotes(event.currentTarget.value)}
            error={errors.notes[0]}
            maxLength={1000}
            rows={2}
          />
        </SimpleGrid>

        {draft.items.length === 0 ? (
          <EmptyState>{t('draft.empty')}</EmptyState>
        ) : halls.isPending ? (
          <Stack role="status" aria-label={t('halls.loading')} aria-busy="true">
            <Skeleton height={120} />
          </Stack>
        ) : halls.isError ? (
          <ErrorState
            title={t('halls.loadFailed')}
            error={halls.error}
            onRetry={() => void halls.refetch()}
            retrying={halls.isRefetching}
          />
        ) : (
          <>
            <DraftItems
              items={draft.items}
              halls={halls.data}
              userType={draft.booking_user_type}
              errors={errors}
              onRemove={remove}
              onRemoveDate={(index, date) => draft.removeDate(index, date)}
            />
            <Group gap="sm">
              <Button variant="default" onClick={() => remove(draft.items.length - 1)}>
                {t('draft.removeLast')}
              </Button>
              <Button variant="subtle" color="red" c="red.9" onClick={clearModal.open}>
                {t('draft.clear')}
              </Button>
            </Group>
            <DraftTotals items={draft.items} halls={halls.data} userType={draft.booking_user_type} />
            <Group>
              <Button component={Link} to={paths.confirmNewBooking} size="md">
                {t('draft.continue')}
              </Button>
            </Group>
          </>
        )}
        <div aria-live="polite">{announcement && <Text size="sm">{announcement}</Text>}</div>
      </Stack>

      <AddItemPanel />

      <Modal opened={confirmClear} onClose={clearModal.close} title={t('draft.clearTitle')} centered>
        <Stack>
          <Text>{t('draft.clearText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={clearModal.close}>
              {t('draft.keep')}
            </Button>
            <Button
              color="red.9"
              onClick={() => {
                draft.clearDraft();
                clearModal.close();
                setAnnouncement(t('draft.cleared'));
              }}
            >
              {t('draft.clearConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
