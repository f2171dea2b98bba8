import { Alert, Box, Button, Card, Group, List, Text, Textarea, Title } from '@mantine/core';
import { CONVERSATION_LIMITS, type Conversation, type ConversationMessage } from '@samaj/shared';
import { useState, type FormEvent } from 'react';
import { Ltr } from '../../../components/ltr.tsx';
import { formatInstantWithTime } from '../../../lib/format.ts';
import { displayName } from '../../../lib/names.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { MessageText } from './message-text.tsx';
import type { OutboxItem } from './outbox.ts';
import { useKeyboardInset } from './use-keyboard-inset.ts';

// The thread page's parts (conversation-page.tsx): a message, a message still in the outbox, the
// members, the composer.

const bubbleStyle = (own: boolean) => ({
  maxWidth: 'min(85%, 560px)',
  // Logical sides: one's own messages at the end of the line (the left in Urdu).
  marginInlineStart: own ? 'auto' : 0,
  marginInlineEnd: own ? 0 : 'auto',
  background: own ? 'var(--mantine-color-indigo-0)' : 'var(--mantine-color-gray-0)',
});

export function MessageBubble({
  message,
  own,
  shared,
  onDelete,
  onReport,
}: {
  message: ConversationMessage;
  own: boolean;
  shared: boolean;
  onDelete: (message: ConversationMessage) => void;
  onReport: (message: ConversationMessage) => void;
}) {
  const { t } = useTranslation();
  const time = formatInstantWithTime(message.sent_at);
  const author = message.author.account_id
    ? message.author.name
    : t('matrimonial.conversations.deletedAccount');
  return (
    <Card component="li" withBorder radius="md" padding="xs" style={bubbleStyle(own)}>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="xs" fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <bdi>{own ? t('matrimonial.conversations.you') : author}</bdi>
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {time}
        </Text>
      </Group>
      {message.removed ? (
        <Text size="sm" fs="italic" c="dimmed">
          {t('matrimonial.conversations.removed')}
        </Text>
      ) : (
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <MessageText body={message.body} shared={shared} />
        </Text>
      )}
      {!message.removed && (
        <Group gap="xs" justify="space-between" mt={4}>
          {own ? (
            <Text size="xs" c="dimmed">
              {message.read_by_other_at
                ? t('matrimonial.conversations.read')
                : t('matrimonial.conversations.delivered')}
            </Text>
          ) : (
            <span />
          )}
          {own ? (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => onDelete(message)}
              aria-label={t('matrimonial.conversations.deleteNamed', { time })}
            >
              {t('matrimonial.conversations.delete')}
            </Button>
          ) : (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => onReport(message)}
              aria-label={t('matrimonial.conversations.reportNamed', { name: author, time })}
            >
              {t('matrimonial.conversations.report')}
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}

export function OutboxBubble({
  item,
  onDiscard,
}: {
  item: OutboxItem;
  onDiscard: (clientId: string) => void;
}) {
  const { t } = useTranslation();
  const failed = item.state === 'failed';
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="xs"
      style={{
        ...bubbleStyle(true),
        borderStyle: 'dashed',
        borderColor: failed ? 'var(--mantine-color-red-8)' : undefined,
      }}
    >
      <Text size="xs" fw={700}>
        {t('matrimonial.conversations.you')}
      </Text>
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {item.body}
      </Text>
      <Group gap="xs" justify="space-between" mt={4}>
        <Text size="xs" c={failed ? 'red.9' : 'dimmed'} fw={failed ? 600 : 400}>
          {failed
            ? t('matrimonial.conversations.notSent', { reason: item.message ?? '' })
            : item.problem === 'rate_limited' && item.retry_at
              ? t('matrimonial.conversations.rateLimited', { time: formatInstantWithTime(item.retry_at) })
              : t('matrimonial.conversations.waiting')}
        </Text>
        {failed && (
          <Button size="compact-xs" variant="default" onClick={() => onDiscard(item.client_id)}>
            {t('matrimonial.conversations.discard')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

export function Members({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const profileName = (id: string | null) => {
    const profile = conversation.profiles.find((p) => p.id === id);
    return profile ? displayName(profile) : null;
  };
  return (
    <Box component="section" aria-labelledby="members-heading">
      <Title order={2} size="h5" id="members-heading">
        {t('matrimonial.conversations.members')}
      </Title>
      <List size="sm" spacing={2} mt={4}>
        {conversation.members.map((member) => {
          const forName = profileName(member.profile_id);
          return (
            <List.Item key={member.account_id}>
              <bdi>{member.name}</bdi> · {t(`matrimonial.conversations.roles.${member.role}`)}
              {forName && <> · {t('matrimonial.conversations.forProfile', { name: forName })}</>}
            </List.Item>
          );
        })}
      </List>
    </Box>
  );
}

/** The composer's text box, for focus to come back to. */
export const COMPOSER_ID = 'conversation-composer';

export function Composer({ offline, onSend }: { offline: boolean; onSend: (body: string) => void }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inset = useKeyboardInset();
  const max = CONVERSATION_LIMITS.maxBody;
  const length = [...body].length;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (!text) return;
    if ([...text].length > max) {
      setError(t('matrimonial.conversations.tooLong', { max }));
      return;
    }
    onSend(text);
    setBody('');
    setError(null);
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={t('matrimonial.conversations.composerLabel')}
      style={{
        position: 'sticky',
        bottom: inset,
        zIndex: 2,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-gray-3)',
        paddingBlock: 'var(--mantine-spacing-xs)',
      }}
    >
      {offline && (
        <Alert color="yellow" variant="outline" mb="xs" p="xs">
          <Text size="sm">{t('matrimonial.conversations.offline')}</Text>
        </Alert>
      )}
      <Textarea
        id={COMPOSER_ID}
        label={t('matrimonial.conversations.composerLabel')}
        description={t('matrimonial.conversations.composerHelp')}
        value={body}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
        }}
        error={error}
        autosize
        minRows={2}
        maxRows={6}
        dir="auto"
        enterKeyHint="enter"
      />
      <Group justify="space-between" mt={6} wrap="nowrap">
        <Text
          size="xs"
          c={length > max ? 'red.9' : 'dimmed'}
          aria-label={t('matrimonial.conversations.countLabel', { count: length, max })}
        >
          <Ltr>{t('matrimonial.conversations.count', { count: length, max })}</Ltr>
        </Text>
        <Button type="submit" disabled={body.trim() === '' || length > max}>
          {t('matrimonial.conversations.send')}
        </Button>
      </Group>
    </Box>
  );
}
