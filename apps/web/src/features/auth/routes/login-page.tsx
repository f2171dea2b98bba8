import { useTranslation } from '../../../lib/use-translation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import '../i18n.ts';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.loginTitle')}>
      <LoginForm />
    </AuthCard>
  );
}
