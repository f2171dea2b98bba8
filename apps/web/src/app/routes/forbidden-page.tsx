import { useTranslation } from '../../lib/use-translation.ts';
import { StatusPage } from '../../components/status-page.tsx';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <StatusPage code="403" title={t('forbidden.title')} text={t('forbidden.text')} />;
}
