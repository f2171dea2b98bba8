import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { useForm } from '../../../lib/use-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { newPasswordSchema } from '../schemas.ts';
import { CodeStep } from './code-step.tsx';
import { FormError } from './form-error.tsx';
import { MobileStep } from './mobile-step.tsx';
import { PasswordField } from './password-field.tsx';
import { paths } from '../paths.ts';
import '../i18n.ts';

type Step =
  | { name: 'mobile'; mobile: string }
  | { name: 'code'; mobile: string; resendAt: number }
  | { name: 'password'; mobile: string; token: string };

function NewPasswordStep({ token, onRestart }: { token: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const form = useForm(newPasswordSchema, { password: '', password_confirmation: '' });

  const onSubmit = form.handleSubmit(async (data, element) => {
    try {
      await resetPassword.mutateAsync({ token, ...data });
      notifications.show({ color: 'green', message: t('auth.passwordReset') });
    } catch (error) {
      form.setServerError(error, element);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth.setPasswordTitle')}</Text>
        <FormError message={form.formError} />
        <PasswordField
          label={t('auth.newPassword')}
          description={t('auth.passwordHelp')}
          autoComplete="new-password"
          {...form.field('password')}
          required
          data-autofocus
          autoFocus
        />
        <PasswordField
          label={t('auth.passwordConfirmation')}
          autoComplete="new-password"
          {...form.field('password_confirmation')}
          required
        />
        <Button type="submit" loading={resetPassword.isPending} fullWidth>
          {t('auth.setPassword')}
        </Button>
        {form.formError && (
          <Button variant="subtle" onClick={onRestart}>
            {t('auth.changeNumber')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** Number, code, new password: otp/send, otp/verify, then reset-password (which also logs in). */
export function ForgotPasswordFlow() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'mobile', mobile: '' });
  const stepNumber = { mobile: 1, code: 2, password: 3 }[step.name];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('auth.step', { step: stepNumber, total: 3 })}
      </Text>
      {step.name === 'mobile' && (
        <MobileStep
          intro={t('auth.forgotIntro')}
          initialMobile={step.mobile}
          onSent={(mobile, answer) => {
            setStep({ name: 'code', mobile, resendAt: Date.now() + answer.resend_after_seconds * 1000 });
            notifications.show({ message: answer.message });
          }}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          mobile={step.mobile}
          resendAt={step.resendAt}
          onResendAtChange={(resendAt) => setStep({ ...step, resendAt })}
          submitLabel={t('auth.verify')}
          onVerified={(token) => setStep({ name: 'password', mobile: step.mobile, token })}
          onChangeNumber={() => setStep({ name: 'mobile', mobile: step.mobile })}
        />
      )}
      {step.name === 'password' && (
        <NewPasswordStep
          token={step.token}
          onRestart={() => setStep({ name: 'mobile', mobile: step.mobile })}
        />
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.login}>
          {t('auth.loginWithPassword')}
        </Anchor>
      </Text>
    </Stack>
  );
}
