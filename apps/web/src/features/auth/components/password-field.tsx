import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../i18n.ts';

export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      // Mantine leaves the show/hide button out of the tab order; keyboard users need it too.
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
      maxLength={128}
      {...props}
    />
  );
}
