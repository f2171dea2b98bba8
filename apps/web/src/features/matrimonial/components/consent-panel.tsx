import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSecondsUntil } from '../../../lib/use-countdown.ts';
import { useSendConsentCode, useVerifyConsent } from '../api/approval-and-consent.ts';
import type { Profile } from '../types.ts';
import { notifySuccess } from './notify.ts';
import { displayFirstName } from '../../../lib/names.ts';

type Props = {
  profile: Pick<
    Profile,
    'id' | 'first_name' | 'last_name' | 'first_name_latin' | 'relation' | 'consent_confirmed_at'
  >;
};

/** The server's message for `field` of a 422, else what to say about the failure. */
function problemOf(error: unknown, field: string, t: Parameters<typeof errorMessage>[1]) {
  if (isApiError(error) && error.errors[field]?.[0]) return error.errors[field][0];
  return errorMessage(error, t);
}

/**
 * On the owner's page of a profile made for a relative: the candidate confirms their consent with a
 * code sent to their own mobile. Enter the number, send, enter the code; a resend waits as the server
 * says. Nothing for a profile of oneself, or once confirmed.
 */
export function ConsentPanel({ profile }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const send = useSendConsentCode();
  const verify = useVerifyConsent();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [askedInApp, setAskedInApp] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const secondsLeft = useSecondsUntil(resendAt);
  const name = displayFirstName(profile);

  // Once confirmed, the page shows the consent badge (VerifiedAndConsentBadges) instead.
  if (profile.relation === 'self' || profile.consent_confirmed_at) return null;

  const sendCode = (to: string) => {
    setMobileError(null);
    setCodeError(null);
    if (!to.trim()) {
      setMobileError(t('matrimonial.consent.mobileRequired'));
      return;
    }
    send.mutate(
      { id: profile.id, mobile: to },
      {
        onSuccess: (answer) => {
          setAskedInApp(answer.in_app);
          setSentTo(to);
          setCode('');
          setResendAt(Date.now() + answer.resend_after_seconds * 1000);
        },
        onError: (error) => {
          if (isApiError(error) && error.retryAfter !== undefined) {
            setResendAt(Date.now() + error.retryAfter * 1000);
          }
          const message = problemOf(error, 'mobile', t);
          if (sentTo) setCodeError(message);
          else setMobileError(message);
        },
      },
    );
  };

  const confirm = () => {
    setCodeError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('matrimonial.consent.codeFormat'));
      return;
    }
    // Once confirmed this panel unmounts, so the awaited promise (not mutate's callbacks) says so.
    verify.mutateAsync({ id: profile.id, code: code.trim() }).then(
      () => notifySuccess(t('matrimonial.consent.confirmed', { name })),
      (error: unknown) => setCodeError(problemOf(error, 'code', t)),
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h4" id={headingId}>
          {t('matrimonial.consent.title')}
        </Title>
        <Text size="sm">{t('matrimonial.consent.intro', { name })}</Text>
        {askedInApp ? (
          <Text size="sm" role="status">
            {t('matrimonial.consent.askedInApp', { name })}
          </Text>
        ) : sentTo === null ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              sendCode(mobile);
            }}
          >
            <Stack gap="sm" align="flex-start">
              <TextInput
                label={t('matrimonial.consent.mobile', { name })}
                description={t('matrimonial.consent.mobileHelp')}
                inputMode="tel"
                autoComplete="off"
                maxLength={20}
                value={mobile}
                onChange={(event) => setMobile(event.currentTarget.value)}
                error={mobileError}
                w="100%"
              />
              <Button type="submit" loading={send.isPending}>
                {t('matrimonial.consent.send')}
              </Button>
            </Stack>
          </form>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <Stack gap="sm">
              <Text size="sm" role="status">
                {t('matrimonial.consent.sentTo', { mobile: sentTo, name })}
              </Text>
              <TextInput
                label={t('matrimonial.consent.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={codeError}
              />
              <Group gap="xs">
                <Button type="submit" loading={verify.isPending}>
                  {t('matrimonial.consent.confirm')}
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => sendCode(sentTo)}
                  disabled={secondsLeft > 0}
                  loading={send.isPending}
                >
                  {secondsLeft > 0
                    ? t('matrimonial.consent.resendIn', { seconds: secondsLeft })
                    : t('matrimonial.consent.resend')}
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => {
                    setSentTo(null);
                    setCodeError(null);
                  }}
                >
                  {t('matrimonial.consent.changeNumber')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </section>
  );
}
