import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePauseProfile } from '../api/shortlist.ts';
import { PAUSE_REASONS, type PauseReason, type ProfileSummary } from '../types.ts';
import { notifyError, notifySuccess } from './notify.ts';
import { displayName } from '../../../lib/names.ts';

type Pausable = Pick<
  ProfileSummary,
  'id' | 'first_name' | 'last_name' | 'first_name_latin' | 'last_name_latin' | 'is_paused'
>;

/**
 * Pause (asking why: engaged, married, taking a break) or resume one of the family's profiles. A paused
 * profile leaves search and recommendations and receives no new interests; resuming needs no reason.
 */
export function PauseControl({ profile }: { profile: Pausable }) {
  const { t } = useTranslation();
  const pause = usePauseProfile();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<PauseReason | ''>('');
  const name = displayName(profile);

  const send = (paused: boolean) =>
    pause.mutate(
      { id: profile.id, paused, reason: paused && reason ? reason : null },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          notifySuccess(t(paused ? 'matrimonial.pause.paused' : 'matrimonial.pause.resumed', { name }));
        },
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );

  if (profile.is_paused) {
    return (
      <Button
        size="xs"
        variant="light"
        loading={pause.isPending}
        onClick={() => send(false)}
        aria-label={t('matrimonial.pause.resumeNamed', { name })}
      >
        {t('matrimonial.pause.resume')}
      </Button>
    );
  }
  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => setOpen(true)}
        aria-label={t('matrimonial.pause.pauseNamed', { name })}
      >
        {t('matrimonial.pause.pause')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('matrimonial.pause.title', { name })}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('matrimonial.pause.text')}</Text>
          <Radio.Group
            label={t('matrimonial.pause.reason')}
            value={reason}
            onChange={(value) => setReason(value as PauseReason)}
          >
            <Stack gap="xs" mt="xs">
              {PAUSE_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`matrimonial.pause.reasons.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setOpen(false)} disabled={pause.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => send(true)} loading={pause.isPending} data-autofocus>
              {t('matrimonial.pause.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
