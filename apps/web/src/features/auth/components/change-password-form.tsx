import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { changePasswordSchema } from '../schemas.ts';
import { FormError } from './form-error.tsx';
import { PasswordField } from './password-field.tsx';
import '../i18n.ts';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const form = useForm(changePasswordSchema, {
    current_password: '',
    password: '',
    password_confirmation: '',
  });

  const onSubmit = form.handleSubmit(async (data, element) => {
    try {
      await changePassword.mutateAsync(data);
      form.reset();
      notifications.show({ color: 'green', message: t('auth.passwordChanged') });
    } catch (error) {
      form.setServerError(error, element);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <PasswordField
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          {...form.field('current_password')}
          required
        />
        <PasswordField
          label={t('auth.newPassword')}
          description={t('auth.passwordHelp')}
          autoComplete="new-password"
          {...form.field('password')}
          required
        />
        <PasswordField
          label={t('auth.passwordConfirmation')}
          autoComplete="new-password"
          {...form.field('password_confirmation')}
          required
        />
        <Button type="submit" loading={changePassword.isPending} fullWidth>
          {t('auth.changePasswordSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
