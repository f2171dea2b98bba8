import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/use-translation.ts';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('app.loadingPage')}>
      <Loader />
    </Center>
  );
}
