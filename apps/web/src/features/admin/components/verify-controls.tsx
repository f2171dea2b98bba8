import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Profile } from '@samaj/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstantWithTime } from '../../../lib/format.ts';
import { useSetVerified } from '../api/verify-profile.ts';
import { useAdminTranslation } from '../i18n.ts';
import { notifyError, notifySuccess } from './notify.ts';
import { displayName } from '../../../lib/names.ts';

const NOTE_MAX = 500;

type VerifiableProfile = Pick<
  Profile,
  'id' | 'first_name' | 'last_name' | 'first_name_latin' | 'last_name_latin' | 'verified_at'
> & {
  verified_by?: { user_id: string; name: string } | null;
  verification_note?: string | null;
};

/**
 * "Verified by the jamat" for the office: who verified and when, a Verify button that asks for an
 * optional note, and Unverify after a confirmation.
 */
export function VerifyControls({ profile }: { profile: VerifiableProfile }) {
  const { t } = useAdminTranslation();
  const setVerified = useSetVerified();
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const name = displayName(profile);

  const verify = () => {
    if (note.trim().length > NOTE_MAX) {
      setNoteError(t('verify.noteTooLong', { max: NOTE_MAX }));
      return;
    }
    setVerified.mutate(
      { id: profile.id, verified: true, note: note.trim() },
      {
        onSuccess: () => {
          setAsking(false);
          notifySuccess(t('verify.done', { name }));
        },
        onError: (error) => setNoteError(errorMessage(error, t)),
      },
    );
  };
  const unverify = () =>
    setVerified.mutate(
      { id: profile.id, verified: false },
      {
        onSuccess: () => notifySuccess(t('verify.undone', { name })),
        onError: (error) => notifyError(errorMessage(error, t)),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Stack gap={4}>
      {profile.verified_at ? (
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {t('verify.state', {
              date: formatInstantWithTime(profile.verified_at),
              by: profile.verified_by?.name ?? '—',
            })}
          </Text>
          <Button size="xs" variant="outline" color="red.9" onClick={() => setConfirming(true)}>
            {t('verify.unverify')}
          </Button>
        </Group>
      ) : (
        <Group gap="sm">
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setNote('');
              setNoteError(null);
              setAsking(true);
            }}
          >
            {t('verify.verify')}
          </Button>
        </Group>
      )}
      {profile.verified_at && profile.verification_note && (
        <Text size="sm">{t('verify.noteShown', { note: profile.verification_note })}</Text>
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('verify.title', { name })} centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            verify();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('verify.text')}</Text>
            <Textarea
              label={t('verify.note')}
              description={t('verify.noteHelp')}
              value={note}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setNoteError(null);
              }}
              error={noteError}
              maxLength={NOTE_MAX}
              rows={3}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(false)} disabled={setVerified.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={setVerified.isPending}>
                {t('verify.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title={t('verify.unverifyTitle', { name })}
        confirmLabel={t('verify.unverify')}
        loading={setVerified.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={unverify}
      >
        {t('verify.unverifyText')}
      </ConfirmDialog>
    </Stack>
  );
}
