import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSecondsUntil } from '../../../lib/use-countdown.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { codeSchema } from '../schemas.ts';
import { FormError } from './form-error.tsx';
import { ltrWhereRtl } from '../../../lib/bidi.ts';
import '../i18n.ts';

interface CodeStepProps {
  mobile: string;
  /** When a new code may be asked for (a Date.now() value), from the last send's resend_after_seconds. */
  resendAt: number;
  onResendAtChange: (resendAt: number) => void;
  submitLabel: string;
  /** Gets the one-use token; may throw, and the error is shown on this form. */
  onVerified: (loginToken: string) => Promise<void> | void;
  onChangeNumber: () => void;
}

/** Second step: the 6-digit code from the SMS, with a resend that waits as the server asks. */
export function CodeStep({
  mobile,
  resendAt,
  onResendAtChange,
  submitLabel,
  onVerified,
  onChangeNumber,
}: CodeStepProps) {
  const { t } = useTranslation();
  const verifyOtp = useVerifyOtp();
  const sendOtp = useSendOtp();
  const [finishing, setFinishing] = useState(false);
  const secondsLeft = useSecondsUntil(resendAt);
  const form = useForm(codeSchema, { code: '' });

  const onSubmit = form.handleSubmit(async ({ code }, element) => {
    setFinishing(true);
    try {
      await onVerified(await verifyOtp.mutateAsync({ mobile, code }));
    } catch (error) {
      form.setServerError(error, element);
    } finally {
      setFinishing(false);
    }
  });

  const resend = async () => {
    try {
      const answer = await sendOtp.mutateAsync(mobile);
      onResendAtChange(Date.now() + answer.resend_after_seconds * 1000);
      form.reset();
      notifications.show({ message: answer.message });
    } catch (error) {
      if (isApiError(error) && error.retryAfter !== undefined) {
        onResendAtChange(Date.now() + error.retryAfter * 1000);
      }
      form.setServerError(error);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" role="status">
          {t('auth.codeSentTo', { mobile: ltrWhereRtl(mobile) })}
        </Text>
        <FormError message={form.formError} />
        <TextInput
          label={t('auth.code')}
          description={t('auth.codeHelp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.field('code')}
          required
          data-autofocus
          autoFocus
        />
        <Button type="submit" loading={finishing} fullWidth>
          {submitLabel}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={onChangeNumber}>
            {t('auth.changeNumber')}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void resend()}
            disabled={secondsLeft > 0}
            loading={sendOtp.isPending}
          >
            {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.resendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
