import { Button, List, Menu, Text, Textarea } from '@mantine/core';
import type { FamilyProfile } from '@samaj/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { displayName } from '../../../lib/names.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useBlockProfile, useReportProfile } from '../api/moderation.ts';
import { paths } from '../paths.ts';
import { notifyError, notifySuccess } from './notify.ts';

/**
 * A profile's "More" menu: report it, or block it (each asked in a dialog). Its own chunk, with Mantine's
 * menu and overlays, loaded once the profile shows rather than before (decision 037).
 */
export function ProfileModeration({
  profileId,
  name,
  family = [],
  opened = false,
  focused = false,
}: {
  profileId: string;
  name: string;
  /** The family's other profiles the viewer may open: a block of this one blocks them too. */
  family?: readonly FamilyProfile[];
  /** Open from the start: the stand-in button was pressed while this loaded (profile-more-actions.tsx). */
  opened?: boolean;
  /** The stand-in had the focus: this button takes it. */
  focused?: boolean;
}) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) target.current?.focus();
    // Only as it replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const navigate = useNavigate();
  const block = useBlockProfile();
  const report = useReportProfile();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const doBlock = () =>
    block.mutate(
      { profileId, blocked: true },
      {
        onSuccess: () => {
          setConfirmBlock(false);
          notifySuccess(t('matrimonial.view.blocked', { name }));
          void navigate(paths.search);
        },
        onError: (error) => {
          setConfirmBlock(false);
          notifyError(errorMessage(error, t));
        },
      },
    );

  const doReport = () => {
    const trimmed = reason.trim();
    if (trimmed.length < 3) {
      setReasonError(t('matrimonial.view.reportTooShort'));
      return;
    }
    report.mutate(
      { profileId, reason: trimmed },
      {
        onSuccess: () => {
          setReporting(false);
          setReason('');
          notifySuccess(t('matrimonial.view.reported'));
        },
        onError: (error) => {
          const field = isApiError(error)
            ? (error.errors.reason?.[0] ?? error.errors.profile?.[0])
            : undefined;
          setReasonError(field ?? errorMessage(error, t));
        },
      },
    );
  };

  return (
    <>
      <Menu position="bottom-end" defaultOpened={opened}>
        <Menu.Target>
          <Button ref={target} variant="default" aria-label={t('matrimonial.view.moreActions', { name })}>
            {t('matrimonial.view.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setReporting(true)}>{t('matrimonial.view.report')}</Menu.Item>
          <Menu.Item color="red.8" onClick={() => setConfirmBlock(true)}>
            {t('matrimonial.view.block')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirmBlock}
        title={t('matrimonial.view.blockTitle', { name })}
        confirmLabel={t('matrimonial.view.blockConfirm')}
        loading={block.isPending}
        onClose={() => setConfirmBlock(false)}
        onConfirm={doBlock}
      >
        <Text>{t('matrimonial.view.blockText', { name })}</Text>
        {family.length > 0 && (
          <>
            <Text mt="sm" id={`block-family-${profileId}`}>
              {t('matrimonial.view.blockAlso', { count: family.length })}
            </Text>
            <List mt={4} aria-labelledby={`block-family-${profileId}`}>
              {family.map((p) => (
                <List.Item key={p.id}>
                  <bdi>{displayName(p)}</bdi>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        opened={reporting}
        title={t('matrimonial.view.reportTitle', { name })}
        confirmLabel={t('matrimonial.view.reportConfirm')}
        loading={report.isPending}
        onClose={() => {
          setReporting(false);
          setReasonError(null);
        }}
        onConfirm={doReport}
      >
        <Text size="sm" mb="sm">
          {t('matrimonial.view.reportText')}
        </Text>
        <Textarea
          label={t('matrimonial.view.reportReason')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
          error={reasonError}
          maxLength={1000}
          minRows={3}
          autosize
          required
        />
      </ConfirmDialog>
    </>
  );
}
