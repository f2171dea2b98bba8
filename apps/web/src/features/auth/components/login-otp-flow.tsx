import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { ERROR_CODES } from '@samaj/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useOtpLogin } from '../api/otp-login.ts';
import { CodeStep } from './code-step.tsx';
import { MobileStep } from './mobile-step.tsx';
import { notifyWelcome } from './notify.tsx';
import { paths } from '../paths.ts';
import { ltrWhereRtl } from '../../../lib/bidi.ts';
import '../i18n.ts';

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
  // The code proved a number that has no account: say so and offer to register (docs/api.md, Families).
  const [noAccount, setNoAccount] = useState<string | null>(null);

  return (
    <Stack gap="md">
      {noAccount !== null ? (
        <Alert color="blue" title={t('auth.noAccountTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('auth.noAccountBody', { mobile: ltrWhereRtl(noAccount) })}</Text>
            <Button component={Link} to={paths.register}>
              {t('auth.createAccount')}
            </Button>
          </Stack>
        </Alert>
      ) : sent === null ? (
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
            try {
              const { user } = await otpLogin.mutateAsync(loginToken);
              notifyWelcome(user.name);
            } catch (error) {
              if (isApiError(error) && error.code === ERROR_CODES.noAccount) setNoAccount(sent.mobile);
              else throw error;
            }
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
