import { useTranslation } from '../../../lib/use-translation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import '../i18n.ts';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.registerTitle')}>
      <RegisterForm />
    </AuthCard>
  );
}
