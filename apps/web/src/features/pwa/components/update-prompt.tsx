import { Button } from '@mantine/core';
import { FloatingNotice } from '../../../components/floating-notice.tsx';
import { usePwaTranslation } from '../i18n.ts';

interface UpdatePromptProps {
  /** A new build has installed and waits. */
  needRefresh: boolean;
  /** Activates the waiting build and reloads into it. */
  onUpdate: () => void;
  onLater: () => void;
}

/** "A new version is available": "Update now" reloads into it, "Later" keeps this one until the next visit. */
export function UpdatePrompt({ needRefresh, onUpdate, onLater }: UpdatePromptProps) {
  const { t } = usePwaTranslation();
  if (!needRefresh) return null;
  return (
    <FloatingNotice
      title={t('updateTitle')}
      text={t('updateText')}
      actions={
        <>
          <Button onClick={onUpdate}>{t('updateNow')}</Button>
          <Button variant="default" onClick={onLater}>
            {t('later')}
          </Button>
        </>
      }
    />
  );
}
