import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useOtpLogin } from '../api/otp-login.ts';
import { CodeStep } from './code-step.tsx';
import { MobileStep } from './mobile-step.tsx';
import { notifyWelcome } from './notify.ts';
import { paths } from '../paths.ts';

interface CodeSent {
  mobile: string;
  resendAt: number;
}

/** Number, code, logged in: otp/send, otp/verify, then otplogin with the one-use token. */
export function LoginOtpFlow() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const otpLogin = useOtpLogin();
  const [sent, setSent] = useState<CodeSent | null>(null);

  return (
    <Stack gap="md">
      {sent === null ? (
        <MobileStep
          onSent={(mobile, answer) => {
            setSent({ mobile, resendAt: Date.now() + answer.resend_after_seconds * 1000 });
            notifications.show({ message: answer.message });
          }}
        />
      ) : (
        <CodeStep
          mobile={sent.mobile}
          resendAt={sent.resendAt}
          onResendAtChange={(resendAt) => setSent({ ...sent, resendAt })}
          submitLabel={t('auth.verifyCode')}
          onVerified={async (loginToken) => {
            const { user } = await otpLogin.mutateAsync(loginToken);
            notifyWelcome(t, user.name);
          }}
          onChangeNumber={() => setSent(null)}
        />
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={{ pathname: paths.login, search }}>
          {t('auth.loginWithPassword')}
        </Anchor>
      </Text>
    </Stack>
  );
}
