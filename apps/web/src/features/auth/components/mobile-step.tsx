import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSendOtp, type SendOtpAnswer } from '../api/send-otp.ts';
import { mobileSchema } from '../schemas.ts';
import { FormError } from './form-error.tsx';
import { MobileField } from './mobile-field.tsx';
import '../i18n.ts';

interface MobileStepProps {
  intro?: string;
  initialMobile?: string;
  onSent: (mobile: string, answer: SendOtpAnswer) => void;
}

/** First step of OTP login and password reset: the number that receives the code. */
export function MobileStep({ intro, initialMobile = '', onSent }: MobileStepProps) {
  const { t } = useTranslation();
  const sendOtp = useSendOtp();
  const form = useForm(mobileSchema, { mobile: initialMobile });

  const onSubmit = form.handleSubmit(async ({ mobile }, element) => {
    try {
      onSent(mobile, await sendOtp.mutateAsync(mobile));
    } catch (error) {
      form.setServerError(error, element);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {intro && <Text size="sm">{intro}</Text>}
        <FormError message={form.formError} />
        <MobileField {...form.field('mobile')} required data-autofocus autoFocus />
        <Button type="submit" loading={sendOtp.isPending} fullWidth>
          {t('auth.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
