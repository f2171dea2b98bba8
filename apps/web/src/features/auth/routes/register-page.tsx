import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.registerTitle')}>
      <RegisterForm />
    </AuthCard>
  );
}
