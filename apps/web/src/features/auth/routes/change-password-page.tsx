import { useTranslation } from '../../../lib/use-translation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import '../i18n.ts';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.changePasswordTitle')}>
      <ChangePasswordForm />
    </AuthCard>
  );
}
