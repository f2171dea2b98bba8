import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { useSession } from '../../../lib/session.ts';
import { useSecondsUntil } from '../../../lib/use-countdown.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useAccountTranslation } from '../account-i18n.ts';
import { useSendMobileProof, useVerifyMobile } from '../api/verify-mobile.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FormError } from '../components/form-error.tsx';
import { codeSchema } from '../schemas.ts';
import { ltrText } from '../../../lib/bidi.ts';

/**
 * The one screen that proves the account's number (decision 041): the last step of registering, and
 * where a change refused with 403 mobile_not_verified leads. A code by SMS to the account's own
 * number, then back to the page the member came from (?redirect=).
 */
export function VerifyMobilePage() {
  const { t } = useAccountTranslation();
  const user = useSession((state) => state.user);
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const send = useSendMobileProof();
  const verify = useVerifyMobile();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useSecondsUntil(resendAt ?? 0);
  const form = useForm(codeSchema, { code: '' });
  const [sendError, setSendError] = useState<string | null>(null);

  if (!user) return null;
  // Proven already (another tab, or a login by code): nothing to ask.
  if (user.mobile_verified_at && !verify.isSuccess) return <Navigate to={next} replace />;

  const sendCode = async () => {
    setSendError(null);
    try {
      const answer = await send.mutateAsync();
      setResendAt(Date.now() + answer.resend_after_seconds * 1000);
      form.reset();
    } catch (error) {
      if (isApiError(error) && error.retryAfter !== undefined)
        setResendAt(Date.now() + error.retryAfter * 1000);
      setSendError(
        isApiError(error) && !error.isNetworkError && error.message ? error.message : t('verify.sendFailed'),
      );
    }
  };

  const onSubmit = form.handleSubmit(async ({ code }, element) => {
    try {
      await verify.mutateAsync(code);
      notifications.show({ color: 'green', message: t('verify.done') });
      await navigate(next, { replace: true });
    } catch (error) {
      form.setServerError(error, element);
    }
  });

  const mobile = ltrText(user.mobile);
  return (
    <AuthCard title={t('verify.title')}>
      <Stack gap="md">
        <Text>{t('verify.why')}</Text>
        {resendAt === null ? (
          <>
            <Text>{t('verify.intro', { mobile })}</Text>
            <FormError message={sendError} />
            <Button onClick={() => void sendCode()} loading={send.isPending} fullWidth>
              {t('verify.send')}
            </Button>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Text size="sm" role="status">
                {t('verify.sent', { mobile })}
              </Text>
              <FormError message={sendError ?? form.formError} />
              <TextInput
                label={t('verify.code')}
                description={t('verify.codeHelp')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...form.field('code')}
                required
                data-autofocus
                autoFocus
              />
              <Button type="submit" loading={verify.isPending} fullWidth>
                {t('verify.submit')}
              </Button>
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => void sendCode()}
                  disabled={secondsLeft > 0}
                  loading={send.isPending}
                >
                  {secondsLeft > 0 ? t('verify.resendIn', { seconds: secondsLeft }) : t('verify.resend')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to={next} replace>
            {t('verify.later')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
