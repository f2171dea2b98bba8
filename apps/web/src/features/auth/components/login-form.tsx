import { ERROR_CODES } from '@samaj/shared';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useLogin } from '../api/login.ts';
import { loginSchema } from '../schemas.ts';
import { FormError } from './form-error.tsx';
import { MobileField } from './mobile-field.tsx';
import { notifyWelcome } from './notify.tsx';
import { PasswordField } from './password-field.tsx';
import { paths } from '../paths.ts';
import '../i18n.ts';

export function LoginForm() {
  const { t } = useTranslation();
  // Keep ?redirect= when switching to OTP login or registration.
  const { search } = useLocation();
  const login = useLogin();
  const form = useForm(loginSchema, { mobile: '', password: '' });
  // The number's password tries are used up (perhaps by someone else): a one-time code still works.
  const [passwordLocked, setPasswordLocked] = useState(false);

  const onSubmit = form.handleSubmit(async (data, element) => {
    setPasswordLocked(false);
    try {
      const { user } = await login.mutateAsync(data);
      notifyWelcome(user.name);
    } catch (error) {
      form.setServerError(error, element);
      setPasswordLocked(isApiError(error) && error.code === ERROR_CODES.passwordLoginLocked);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError}>
          {passwordLocked && (
            <Anchor
              component={Link}
              to={{ pathname: paths.loginOtp, search }}
              fw={700}
              c="inherit"
              td="underline"
            >
              {t('auth.loginWithOtp')}
            </Anchor>
          )}
        </FormError>
        <MobileField {...form.field('mobile')} required />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          {...form.field('password')}
          required
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('auth.loginSubmit')}
        </Button>
        <Button component={Link} to={{ pathname: paths.loginOtp, search }} variant="light" fullWidth>
          {t('auth.loginWithOtp')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to={{ pathname: paths.register, search }}>
            {t('auth.createAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
