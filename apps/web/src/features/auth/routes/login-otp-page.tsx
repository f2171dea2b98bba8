import { useTranslation } from '../../../lib/use-translation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginOtpFlow } from '../components/login-otp-flow.tsx';
import '../i18n.ts';

export function LoginOtpPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.otpTitle')}>
      <LoginOtpFlow />
    </AuthCard>
  );
}
