import { Alert, Anchor, Button, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { logoutLocally } from '../../../lib/session.ts';
import { useAccountTranslation } from '../account-i18n.ts';
import { useDeleteAccount } from '../api/account-data.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import { PasswordField } from './password-field.tsx';
import { ltrText } from '../../../lib/bidi.ts';

type Mode = 'password' | 'code';

/**
 * Deleting the account: says what goes and what stays, asks the password (or a one-time code sent to
 * the account's own number, for an account without a password), asks once more, then logs out and
 * lands on the home page with a notice.
 */
export function DeleteAccountSection({ mobile }: { mobile: string }) {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const [mode, setMode] = useState<Mode>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const sendOtp = useSendOtp();
  const remove = useDeleteAccount();

  const switchMode = (next: Mode) => {
    setMode(next);
    setFieldError(null);
    setFormError(null);
  };

  const askCode = () => {
    setFormError(null);
    sendOtp.mutate(mobile, {
      onSuccess: () => setCodeSent(true),
      onError: (error) => setFormError(errorMessage(error, t)),
    });
  };

  const check = () => {
    setFormError(null);
    if (mode === 'password' && !password) return setFieldError(t('delete.passwordRequired'));
    if (mode === 'code' && !/^\d{6}$/.test(code)) return setFieldError(t('delete.codeRequired'));
    setFieldError(null);
    setConfirming(true);
  };

  const doDelete = async () => {
    setWorking(true);
    try {
      const proof = mode === 'password' ? { password } : { token: await verifyOtp({ mobile, code }) };
      await remove.mutateAsync(proof);
      setConfirming(false);
      // The home page first (the protected page and its guard gone), then the session.
      await navigate('/', { replace: true, flushSync: true });
      logoutLocally();
      notifications.show({ color: 'green', message: t('delete.done'), autoClose: 8000 });
    } catch (error) {
      setConfirming(false);
      const field = isApiError(error)
        ? (error.errors.password ?? error.errors.token ?? error.errors.code)
        : undefined;
      if (field?.[0]) setFieldError(field[0]);
      else setFormError(errorMessage(error, t));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('delete.title')}
      </Title>
      <Text>{t('delete.intro')}</Text>
      <Text fw={600}>{t('delete.goesTitle')}</Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('delete.goesProfiles')}</List.Item>
        <List.Item>{t('delete.goesInterests')}</List.Item>
        <List.Item>{t('delete.goesAccount')}</List.Item>
      </List>
      <Text fw={600}>{t('delete.staysTitle')}</Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('delete.staysBookings')}</List.Item>
      </List>
      {formError && (
        <Alert color="red" variant="light" role="alert">
          {formError}
        </Alert>
      )}
      {mode === 'password' ? (
        <Stack gap="xs" maw={420}>
          <PasswordField
            label={t('delete.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldError}
            required
          />
          <Anchor component="button" type="button" size="sm" onClick={() => switchMode('code')} ta="start">
            {t('delete.useCode')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="xs" maw={420}>
          <Text size="sm">{t('delete.codeIntro', { mobile: ltrText(mobile) })}</Text>
          <Button variant="light" onClick={askCode} loading={sendOtp.isPending} w="fit-content">
            {codeSent ? t('delete.sendAgain') : t('delete.sendCode')}
          </Button>
          {codeSent && (
            <TextInput
              label={t('delete.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
              error={fieldError}
              required
            />
          )}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => switchMode('password')}
            ta="start"
          >
            {t('delete.usePassword')}
          </Anchor>
        </Stack>
      )}
      <Button color="red.9" onClick={check} w="fit-content">
        {t('delete.submit')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('delete.confirmTitle')}
        confirmLabel={t('delete.confirm')}
        loading={working}
        onClose={() => setConfirming(false)}
        onConfirm={() => void doDelete()}
      >
        {t('delete.confirmText')}
      </ConfirmDialog>
    </Stack>
  );
}
