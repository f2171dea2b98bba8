import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatTime } from '../../../lib/format.ts';
import { useSecondsUntil } from '../../../lib/use-countdown.ts';
import { useBookingTranslation } from '../i18n.ts';

function formatRemaining(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds until the hold ends; 0 once it has (or when there is none). */
export function useHoldSeconds(holdExpiresAt: string | null | undefined): number {
  const deadline = holdExpiresAt ? Date.parse(holdExpiresAt) : NaN;
  return useSecondsUntil(Number.isNaN(deadline) ? null : deadline);
}

interface HoldNoticeProps {
  holdExpiresAt: string | null;
  /** Absent when this browser cannot reopen the checkout. */
  onPayNow?: (() => void) | undefined;
  paying?: boolean;
  children?: ReactNode;
}

/** A booking waiting for its payment: until when its dates are held, and a way to pay before then. */
export function HoldNotice({ holdExpiresAt, onPayNow, paying = false, children }: HoldNoticeProps) {
  const { t } = useBookingTranslation();
  const seconds = useHoldSeconds(holdExpiresAt);
  if (holdExpiresAt && seconds === 0) {
    return (
      <Alert color="gray" title={t('hold.expiredTitle')}>
        <Text size="sm">{t('hold.expiredText')}</Text>
        {children}
      </Alert>
    );
  }
  const until = holdExpiresAt ? formatTime(new Date(holdExpiresAt)) : null;
  return (
    <Alert color="orange" title={t('hold.title')}>
      <Text size="sm">{until ? t('hold.until', { time: until }) : t('hold.noDeadline')}</Text>
      {/* Not a live region: a count ticking every second would drown a screen reader. */}
      {holdExpiresAt && (
        <Text size="sm" fw={600} aria-live="off">
          {t('hold.left', { time: formatRemaining(seconds) })}
        </Text>
      )}
      <Group mt="sm" gap="sm">
        {onPayNow && (
          <Button onClick={onPayNow} loading={paying}>
            {t('hold.payNow')}
          </Button>
        )}
        {children}
      </Group>
    </Alert>
  );
}
