import { useTranslation } from '../lib/use-translation.ts';

/** React 19 hoists <title> into <head>; every page renders exactly one. */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} · ${t('app.name')}`}</title>;
}
