import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { useForm } from '../../../lib/use-form.ts';
import { useRegister } from '../api/register.ts';
import { registerSchema } from '../schemas.ts';
import { FormError } from './form-error.tsx';
import { MobileField } from './mobile-field.tsx';
import { notifyWelcome } from './notify.tsx';
import { PasswordField } from './password-field.tsx';
import { paths } from '../paths.ts';
import '../i18n.ts';

export function RegisterForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const register = useRegister();
  const form = useForm(registerSchema, {
    name: '',
    mobile: '',
    email: '',
    password: '',
    password_confirmation: '',
  });

  const onSubmit = form.handleSubmit(async (data, element) => {
    try {
      const { user } = await register.mutateAsync(data);
      // Without a page to go back to, the get-started page welcomes the family by name after the proof.
      if (new URLSearchParams(search).has('redirect')) notifyWelcome(user.name);
    } catch (error) {
      form.setServerError(error, element);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput
          label={t('auth.name')}
          autoComplete="name"
          maxLength={100}
          {...form.field('name')}
          required
        />
        <MobileField {...form.field('mobile')} required />
        <TextInput
          label={t('auth.emailOptional')}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...form.field('email')}
        />
        <PasswordField
          label={t('auth.password')}
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
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('auth.registerSubmit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={{ pathname: paths.login, search }}>
            {t('auth.loginSubmit')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
