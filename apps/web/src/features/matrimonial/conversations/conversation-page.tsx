import { Alert, Anchor, Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type Conversation, type ConversationMessage, type MessageReportReason } from '@samaj/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Ltr } from '../../../components/ltr.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { displayContactName, displayName } from '../../../lib/names.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ContactLinks } from '../components/contact-links.tsx';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { PageHeading } from '../components/page-heading.tsx';
import '../i18n.ts';
import { paths } from '../paths.ts';
import {
  messagesOldestFirst,
  useCloseConversation,
  useConversation,
  useDeleteMessage,
  useMarkConversationRead,
  useMessages,
  useMuteConversation,
  useReportMessage,
  useShareContact,
} from './api.ts';
import { CloseConversationDialog, ReportMessageDialog } from './conversation-dialogs.tsx';
import { isOwnSide, sidesOf, writerShared } from './sides.ts';
import { COMPOSER_ID, Composer, Members, MessageBubble, OutboxBubble } from './thread-parts.tsx';
import { useOnline, useStreamOpen } from './use-connection.ts';
import { useOutbox } from './use-outbox.ts';

/** While the live stream is down, the thread asks again this often (the stream is the fast path). */
const POLL_WITHOUT_STREAM_MS = 15_000;

function Thread({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const id = conversation.id;
  const accountId = useSession((state) => state.user?.id ?? null);
  const streamOpen = useStreamOpen();
  const online = useOnline();
  const messages = useMessages(id);
  const { myProfileId, other, mySharing } = sidesOf(conversation, accountId);
  const otherName = other ? displayName(other) : t('matrimonial.conversations.deletedAccount');
  const outbox = useOutbox(id, accountId);
  const markRead = useMarkConversationRead();
  const mute = useMuteConversation();
  const close = useCloseConversation();
  const share = useShareContact();
  const remove = useDeleteMessage();
  const report = useReportMessage();
  const [toDelete, setToDelete] = useState<ConversationMessage | null>(null);
  const [toReport, setToReport] = useState<ConversationMessage | null>(null);
  const [closing, setClosing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const open = conversation.state === 'open';

  const all = messagesOldestFirst(messages.data);
  const sentIds = new Set(all.map((message) => message.client_id));
  const pending = outbox.items.filter((item) => !sentIds.has(item.client_id));
  const newest = all.at(-1);

  // Without the live stream, ask again now and then (the stream refreshes the caches when it is up).
  const { refetch } = messages;
  useEffect(() => {
    if (streamOpen) return;
    const timer = window.setInterval(() => void refetch(), POLL_WITHOUT_STREAM_MS);
    return () => window.clearInterval(timer);
  }, [streamOpen, refetch]);

  // New messages from the other side are announced (the list itself is not a live region: a whole
  // page of messages read out at load would drown the page).
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!messages.data) return;
    const ids = new Set(all.map((message) => message.id));
    if (known.current) {
      const arrived = all.filter(
        (message) => !known.current!.has(message.id) && !isOwnSide(message, myProfileId) && !message.removed,
      );
      const last = arrived.at(-1);
      if (last) setAnnouncement(t('matrimonial.conversations.newMessage', { name: last.author.name }));
    }
    known.current = ids;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `all` is derived from messages.data.
  }, [messages.data, myProfileId, t]);

  // Read up to the newest message while the page is shown and something is unread.
  const markedUpTo = useRef<string | null>(null);
  const { mutate: markMutate } = markRead;
  useEffect(() => {
    if (!newest || markedUpTo.current === newest.id) return;
    // The newest is the other side's (it may have arrived before the conversation's count did), or the
    // count says something is unread.
    if (conversation.unread === 0 && isOwnSide(newest, myProfileId)) return;
    if (document.visibilityState === 'hidden') return;
    markedUpTo.current = newest.id;
    markMutate({ id, upTo: newest.id });
  }, [newest, conversation.unread, id, markMutate, myProfileId]);

  // The newest message in view when the thread opens and when one arrives or is sent.
  const end = useRef<HTMLDivElement>(null);
  const count = all.length + pending.length;
  const lastId = newest?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lastId, pending.length]);

  const onSend = (body: string) => {
    if (myProfileId) outbox.send(myProfileId, body);
  };

  const canShare =
    open && mySharing?.share_contact === 'by_choice' && !mySharing.shared && myProfileId !== null;
  const otherShared = conversation.sharing.some((side) => side.profile_id !== myProfileId && side.shared);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.conversations} size="sm">
        {t('matrimonial.conversations.back')}
      </Anchor>
      <PageHeading
        title={t('matrimonial.conversations.openWith', { name: otherName })}
        actions={
          <>
            <Button
              variant="default"
              size="xs"
              aria-pressed={conversation.muted}
              loading={mute.isPending}
              onClick={() =>
                mute.mutate(
                  { id, muted: !conversation.muted },
                  {
                    onSuccess: () =>
                      notifySuccess(
                        t(
                          conversation.muted
                            ? 'matrimonial.conversations.unmutedNow'
                            : 'matrimonial.conversations.mutedNow',
                        ),
                      ),
                    onError: (error) => notifyError(errorMessage(error, t)),
                  },
                )
              }
            >
              {conversation.muted
                ? t('matrimonial.conversations.unmute')
                : t('matrimonial.conversations.mute')}
            </Button>
            {open && (
              <Button variant="outline" color="red.9" size="xs" onClick={() => setClosing(true)}>
                {t('matrimonial.conversations.close')}
              </Button>
            )}
          </>
        }
      />
      <Members conversation={conversation} />

      {!open && (
        <Alert color="gray" variant="outline" title={t('matrimonial.conversations.closed')}>
          <Text size="sm">{t('matrimonial.conversations.closedBanner')}</Text>
          {conversation.closed_reason && (
            <Text size="sm">
              {conversation.closed_reason === 'blocked' ||
              conversation.closed_reason === 'account_deleted' ||
              conversation.closed_reason === 'office'
                ? t(`matrimonial.conversations.closedReasons.${conversation.closed_reason}`)
                : t(`matrimonial.interest.declineReasons.${conversation.closed_reason}`)}
            </Text>
          )}
        </Alert>
      )}

      {other?.contact && (
        <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="their-contact">
          <Text size="sm" fw={700} id="their-contact">
            {t('matrimonial.conversations.theirContact')}
          </Text>
          <Text size="sm">
            {t('matrimonial.contact.holder', { name: displayContactName(other.contact) })}{' '}
            <Text span fw={700}>
              <Ltr>{other.contact.mobile}</Ltr>
            </Text>
          </Text>
          <ContactLinks contact={other.contact} size="xs" />
        </Card>
      )}
      {canShare ? (
        <Group>
          <Button onClick={() => setSharing(true)}>{t('matrimonial.conversations.share')}</Button>
        </Group>
      ) : (
        mySharing?.shared && (
          <Text size="sm" c="dimmed">
            {t('matrimonial.conversations.youShared')}
          </Text>
        )
      )}
      {!otherShared && (
        <Text size="xs" c="dimmed">
          {t('matrimonial.conversations.notSharedHelp')}
        </Text>
      )}

      <section aria-labelledby="messages-heading">
        <VisuallyHidden component="h2" id="messages-heading">
          {t('matrimonial.conversations.messages')}
        </VisuallyHidden>
        {messages.hasNextPage && (
          <Group justify="center" mb="sm">
            <Button
              variant="default"
              size="xs"
              loading={messages.isFetchingNextPage}
              onClick={() => void messages.fetchNextPage()}
            >
              {t('matrimonial.conversations.loadEarlier')}
            </Button>
          </Group>
        )}
        {messages.isPending ? (
          <ListSkeleton label={t('matrimonial.conversations.loadingThread')} count={2} />
        ) : messages.isError ? (
          <Alert
            color="red"
            variant="outline"
            title={t('errors.loadFailed', { what: t('matrimonial.conversations.threadWhat') })}
          >
            <Button size="xs" variant="default" onClick={() => void messages.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : count === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t('matrimonial.conversations.startHint')}
          </Text>
        ) : (
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="messages-heading"
          >
            {all.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                own={isOwnSide(message, myProfileId)}
                shared={writerShared(conversation, message)}
                onDelete={setToDelete}
                onReport={setToReport}
              />
            ))}
            {pending.map((item) => (
              <OutboxBubble key={item.client_id} item={item} onDiscard={outbox.discard} />
            ))}
          </Stack>
        )}
        <div ref={end} />
      </section>

      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>

      {open && myProfileId && <Composer offline={!online} onSend={onSend} />}

      <ConfirmDialog
        opened={toDelete !== null}
        title={t('matrimonial.conversations.deleteTitle')}
        confirmLabel={t('matrimonial.conversations.delete')}
        loading={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              notifySuccess(t('matrimonial.conversations.deleted'));
              // Its Delete button went with it: focus goes to the composer once the dialog has closed,
              // not to the top of the page.
              window.setTimeout(() => document.getElementById(COMPOSER_ID)?.focus(), 300);
            },
            onError: (error) => notifyError(errorMessage(error, t)),
            onSettled: () => setToDelete(null),
          })
        }
      >
        {t('matrimonial.conversations.deleteText')}
      </ConfirmDialog>
      <ConfirmDialog
        opened={sharing}
        title={t('matrimonial.conversations.shareTitle', { name: otherName })}
        confirmLabel={t('matrimonial.conversations.share')}
        danger={false}
        loading={share.isPending}
        onClose={() => setSharing(false)}
        onConfirm={() =>
          myProfileId &&
          share.mutate(
            { id, profileId: myProfileId },
            {
              onSuccess: () => notifySuccess(t('matrimonial.conversations.sharedNow')),
              onError: (error) => notifyError(errorMessage(error, t)),
              onSettled: () => setSharing(false),
            },
          )
        }
      >
        {t('matrimonial.conversations.shareText')}
      </ConfirmDialog>
      {toReport && (
        <ReportMessageDialog
          opened
          loading={report.isPending}
          onClose={() => setToReport(null)}
          onConfirm={(reason: MessageReportReason, note: string) =>
            report.mutate(
              { messageId: toReport.id, reason, note },
              {
                onSuccess: () => {
                  notifySuccess(t('matrimonial.conversations.reported'));
                  setToReport(null);
                },
                onError: (error) => notifyError(errorMessage(error, t)),
              },
            )
          }
        />
      )}
      {closing && (
        <CloseConversationDialog
          opened
          name={otherName}
          loading={close.isPending}
          onClose={() => setClosing(false)}
          onConfirm={(reason) =>
            close.mutate(
              { id, reason },
              {
                onSuccess: () => {
                  notifySuccess(t('matrimonial.conversations.closedNow'));
                  setClosing(false);
                },
                onError: (error) => notifyError(errorMessage(error, t)),
              },
            )
          }
        />
      )}
    </Stack>
  );
}

/** One conversation between two families (decision 057). */
export function ConversationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const conversation = useConversation(id);
  const streamOpen = useStreamOpen();
  const { refetch } = conversation;
  useEffect(() => {
    if (streamOpen) return;
    const timer = window.setInterval(() => void refetch(), POLL_WITHOUT_STREAM_MS);
    return () => window.clearInterval(timer);
  }, [streamOpen, refetch]);
  return (
    <AsyncContent
      query={conversation}
      loading={<ListSkeleton label={t('matrimonial.conversations.loadingThread')} count={2} />}
      errorTitle={t('errors.loadFailed', { what: t('matrimonial.conversations.threadWhat') })}
    >
      {(data) => <Thread conversation={data} />}
    </AsyncContent>
  );
}
