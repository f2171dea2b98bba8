import { useTranslation } from '../../../lib/use-translation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordFlow } from '../components/forgot-password-flow.tsx';
import '../i18n.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgotTitle')}>
      <ForgotPasswordFlow />
    </AuthCard>
  );
}
