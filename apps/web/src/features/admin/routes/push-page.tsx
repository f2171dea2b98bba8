import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/error-message.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSendPush } from '../api/send-push.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../components/notify.ts';
import { useAdminTranslation } from '../i18n.ts';
import { pushFormSchema } from '../schemas.ts';

export function PushPage() {
  const { t } = useAdminTranslation();
  const send = useSendPush();
  const form = useForm(pushFormSchema, { title: '', body: '' });
  const { title, body } = form.values;
  /** The checked texts waiting for the admin's yes. */
  const [confirming, setConfirming] = useState<z.output<typeof pushFormSchema> | null>(null);

  const submit = form.handleSubmit((push) => setConfirming(push));

  const doSend = async () => {
    if (!confirming) return;
    try {
      const answer = await send.mutateAsync(confirming);
      notifySuccess(answer?.message || t('push.sent'));
      form.reset();
    } catch (error) {
      form.setServerError(error);
      // Sent or not is the one thing the admin must know: the server's message shows even when its
      // errors have found their fields.
      form.setFormError(errorMessage(error, t));
    }
    setConfirming(null);
  };

  return (
    <AdminPage title={t('push.title')}>
      <Text maw={640}>{t('push.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={640}>
          <TextInput
            label={t('push.fieldTitle')}
            required
            maxLength={100}
            {...form.field('title')}
            description={t('push.left', { count: 100 - title.length })}
          />
          <Textarea
            label={t('push.fieldBody')}
            required
            rows={3}
            maxLength={500}
            {...form.field('body')}
            description={t('push.left', { count: 500 - body.length })}
          />
          {form.formError && (
            <Text c="red.9" size="sm" role="alert">
              {form.formError}
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
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('push.confirmTitle')}
        confirmLabel={t('push.sendNow')}
        danger={false}
        loading={send.isPending}
        onConfirm={() => void doSend()}
      >
        {t('push.confirmText', { title: confirming?.title ?? '' })}
      </ConfirmDialog>
    </AdminPage>
  );
}
