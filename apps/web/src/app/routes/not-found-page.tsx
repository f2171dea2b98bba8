import { useTranslation } from '../../lib/use-translation.ts';
import { StatusPage } from '../../components/status-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code="404" title={t('notFound.title')} text={t('notFound.text')} />;
}
