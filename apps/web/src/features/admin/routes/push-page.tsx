import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSendPush } from '../api/send-push.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../components/notify.ts';
import { useAdminTranslation } from '../i18n.ts';

export function PushPage() {
  const { t } = useAdminTranslation();
  const send = useSendPush();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ title?: string | undefined; body?: string | undefined }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      title: title.trim() ? undefined : t('push.titleRequired'),
      body: body.trim() ? undefined : t('push.bodyRequired'),
    };
    setErrors(next);
    setFormError(null);
    if (next.title || next.body) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${next.title ? 'title' : 'body'}"]`)?.focus();
      return;
    }
    setConfirming(true);
  };

  const doSend = async () => {
    try {
      const answer = await send.mutateAsync({ title: title.trim(), body: body.trim() });
      notifySuccess(answer?.message || t('push.sent'));
      setTitle('');
      setBody('');
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        setErrors({ title: error.errors.title?.[0], body: error.errors.body?.[0] });
      }
      setFormError(errorMessage(error, t));
    }
    setConfirming(false);
  };

  return (
    <AdminPage title={t('push.title')}>
      <Text maw={640}>{t('push.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={640}>
          <TextInput
            name="title"
            label={t('push.fieldTitle')}
            required
            maxLength={100}
            value={title}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setErrors((current) => ({ ...current, title: undefined }));
            }}
            error={errors.title}
            description={t('push.left', { count: 100 - title.length })}
          />
          <Textarea
            name="body"
            label={t('push.fieldBody')}
            required
            rows={3}
            maxLength={500}
            value={body}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              setErrors((current) => ({ ...current, body: undefined }));
            }}
            error={errors.body}
            description={t('push.left', { count: 500 - body.length })}
          />
          {formError && (
            <Text c="red.9" size="sm" role="alert">
              {formError}
            </Text>
          )}
          {(title.trim() || body.trim()) && (
            <Paper withBorder p="sm" radius="md" aria-label={t('push.preview')} component="section">
              <Text size="xs" c="dimmed">
                {t('push.preview')}
              </Text>
              <Text fw={600}>{title}</Text>
              <Text size="sm">{body}</Text>
            </Paper>
          )}
          <Group>
            <Button type="submit">{t('push.send')}</Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('push.confirmTitle')}
        confirmLabel={t('push.sendNow')}
        danger={false}
        loading={send.isPending}
        onConfirm={() => void doSend()}
      >
        {t('push.confirmText', { title: title.trim() })}
      </ConfirmDialog>
    </AdminPage>
  );
}
