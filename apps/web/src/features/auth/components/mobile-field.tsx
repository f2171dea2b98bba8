import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../i18n.ts';

export function MobileField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.mobile')}
      description={t('auth.mobileHelp')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={20}
      {...props}
    />
  );
}
