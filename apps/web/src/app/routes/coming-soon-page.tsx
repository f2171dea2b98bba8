import { useTranslation } from '../../lib/use-translation.ts';
import { StatusPage } from '../../components/status-page.tsx';

export function ComingSoonPage() {
  const { t } = useTranslation();
  return <StatusPage title={t('comingSoon.title')} text={t('comingSoon.text')} />;
}
